import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import {
  DEFAULT_HISTORY_DURATION,
  type DangerEntry,
  type HistoryDuration,
  type VariableHistory,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useDndAccessibility } from '../../components/dndAccessibility.ts';
import { csvFileName } from '../../components/export/csv.ts';
import { ExportCsvButton } from '../../components/export/ExportCsvButton.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useSortSensors } from '../../components/useSortSensors.ts';
import { usePatientHistory } from './api.ts';
import { fittedDiagramWidth } from './diagramWidth.ts';
import { useHistoryLayout } from './historyLayout.ts';
import { HistoryPanel, PANEL_FRAME } from './HistoryPanel.tsx';
import classes from './HistoryPanels.module.css';
import { historyCsv } from './historyCsv.ts';
import { HistoryToolbar } from './HistoryToolbar.tsx';
import { movePanel, orderPanels } from './panelOrder.ts';
import { ValuesHistoryDialog } from './ValuesHistoryDialog.tsx';

interface VariableHistoryPanelsProps {
  patientId: number;
  /** Names the CSV file of the values. */
  patientName: string;
  /** The patient's time zone, which tells a daily value's day. */
  timeZone: string;
  /** The patient's status of each variable, by variable id. */
  dangerList: Readonly<Record<string, DangerEntry>>;
  patientInactive: boolean;
  onEditLimit: (variable: VariableHistory) => void;
}

/** The Other tab's variable history panels: reorderable, as tables or diagrams (docs/requirements/screens-and-routes.md#variable-history-panels). */
export function VariableHistoryPanels({
  patientId,
  patientName,
  timeZone,
  dangerList,
  patientInactive,
  onEditLimit,
}: VariableHistoryPanelsProps) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<HistoryDuration>(DEFAULT_HISTORY_DURATION);
  const [historyOf, setHistoryOf] = useState<VariableHistory | null>(null);
  const layout = useHistoryLayout();
  const history = usePatientHistory(patientId, duration);
  const { width: windowWidth } = useViewportSize();
  const { ref, width: room } = useElementSize();
  const panels = orderPanels(history.data ?? [], layout.panelOrder);
  const order = panels.map((panel) => panel.acronyme);
  const anyOpen = order.some(layout.isOpen);
  const nameOf = (id: string | number) =>
    panels.find((panel) => panel.acronyme === id)?.variableNameTranslate ?? String(id);
  const sensors = useSortSensors();
  const accessibility = useDndAccessibility(nameOf);
  const chartWidth = fittedDiagramWidth(layout.width, windowWidth, room - PANEL_FRAME);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      layout.setPanelOrder(movePanel(order, String(active.id), String(over.id)));
  };

  return (
    <Stack gap="sm" ref={ref}>
      <HistoryToolbar
        duration={duration}
        onDuration={setDuration}
        view={layout.view}
        onView={layout.setView}
        width={layout.width}
        onWidth={layout.setWidth}
        actions={
          panels.length > 0 && (
            <>
              <Button
                variant="default"
                size="xs"
                onClick={() => layout.setOpen(order, !anyOpen)}
                data-testid="toggle-all-panels"
              >
                {anyOpen ? t('history.closeAll') : t('history.openAll')}
              </Button>
              <ExportCsvButton
                fileName={csvFileName(`${patientName} ${t('history.open')}`)}
                table={() => historyCsv(t, panels, timeZone)}
                testId="history-csv"
              />
            </>
          )
        }
      />
      <TableFrame
        query={history}
        isEmpty={panels.length === 0}
        emptyTitle={t('common.noData')}
        loader="centred"
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={order} strategy={rectSortingStrategy}>
            <div
              className={layout.view === 'table' ? classes.grid : classes.diagrams}
              data-testid="history-panels"
            >
              {panels.map((panel) => (
                <HistoryPanel
                  key={panel.acronyme}
                  history={panel}
                  entry={dangerList[String(panel.idpatientVariables)]}
                  patientInactive={patientInactive}
                  view={layout.view}
                  diagramWidth={chartWidth}
                  timeZone={timeZone}
                  open={layout.isOpen(panel.acronyme)}
                  onToggle={() => layout.setOpen([panel.acronyme], !layout.isOpen(panel.acronyme))}
                  onOpenHistory={() => setHistoryOf(panel)}
                  onEditLimit={() => onEditLimit(panel)}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
      </TableFrame>
      <ValuesHistoryDialog
        patientId={patientId}
        timeZone={timeZone}
        variable={historyOf}
        entry={historyOf ? dangerList[String(historyOf.idpatientVariables)] : undefined}
        onClose={() => setHistoryOf(null)}
      />
    </Stack>
  );
}
