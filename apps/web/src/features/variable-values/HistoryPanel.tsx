import type { CSSProperties } from 'react';
import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconAdjustments, IconChevronDown, IconGripVertical, IconHistory } from '@tabler/icons-react';
import { isAiProbability, type DangerEntry, type VariableHistory } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazyLineDiagram } from '../../components/charts/LazyLineDiagram.tsx';
import { StatusIcon } from '../../components/status/StatusIcon.tsx';
import classes from './HistoryPanels.module.css';
import type { HistoryView } from './historyLayout.ts';
import { diagramSeries } from './diagramSeries.ts';
import { HistoryTable } from './HistoryTable.tsx';

const TABLE_HEIGHT = 220;
const PANEL_DIAGRAM_HEIGHT = 240;
/** The room a panel's frame takes around its diagram (padding and border). */
export const PANEL_FRAME = 26;

interface HistoryPanelProps {
  history: VariableHistory;
  entry: DangerEntry | undefined;
  patientInactive: boolean;
  view: HistoryView;
  diagramWidth: number;
  timeZone: string;
  /** Whether the panel shows its values; closed, it shows its name, status and buttons only. */
  open: boolean;
  onToggle: () => void;
  onOpenHistory: () => void;
  onEditLimit: () => void;
}

/** One variable's panel on the Other tab: status, values as a table or a diagram; draggable. */
export function HistoryPanel({
  history,
  entry,
  patientInactive,
  view,
  diagramWidth,
  timeZone,
  open,
  onToggle,
  onOpenHistory,
  onEditLimit,
}: HistoryPanelProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: history.acronyme,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition: transition,
  };
  const name = history.variableNameTranslate;
  const valuesId = `history-values-${history.acronyme}`;
  return (
    <Paper
      ref={setNodeRef}
      style={style}
      withBorder
      radius="md"
      p="sm"
      w={view === 'diagram' ? diagramWidth + PANEL_FRAME : undefined}
      className={classes.panel}
      data-dragging={isDragging || undefined}
      data-open={open}
      data-testid={`history-panel-${history.acronyme}`}
    >
      {/*
       * The name has the panel's whole width and is read whole (German names are long); the
       * code, the units and the buttons share the line under it.
       */}
      <div className={classes.head} style={{ marginBottom: open ? 6 : 0 }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          aria-label={t('history.move', { name })}
          {...attributes}
          {...listeners}
          data-no-print
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <span className={classes.status}>
          <StatusIcon
            entry={entry}
            variable={{ name, acronym: history.acronyme, units: history.units }}
            size={22}
            focusable
            patientInactive={patientInactive}
          />
        </span>
        <Text size="sm" fw={600} className={classes.name}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" className={classes.code}>
          {history.acronymeTranslate}
          {history.units && ` · ${history.units}`}
        </Text>
        <Group gap={2} wrap="nowrap" className={classes.buttons} data-no-print>
          <Tooltip label={open ? t('history.hideValues') : t('history.showValues')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${open ? t('history.hideValues') : t('history.showValues')}: ${name}`}
              aria-expanded={open}
              aria-controls={open ? valuesId : undefined}
              onClick={onToggle}
              data-testid={`toggle-panel-${history.acronyme}`}
            >
              <IconChevronDown
                size={18}
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('history.open')}>
            <ActionIcon variant="subtle" aria-label={`${t('history.open')}: ${name}`} onClick={onOpenHistory}>
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('limits.patientLimit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('limits.patientLimit')}: ${name}`}
              onClick={onEditLimit}
              data-testid={`edit-limit-${history.acronyme}`}
            >
              <IconAdjustments size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      {open && (
        <div id={valuesId}>
          {view === 'table' ? (
            <HistoryTable
              values={history.values}
              maxHeight={TABLE_HEIGHT}
              timeZone={timeZone}
              percent={isAiProbability(history.acronyme)}
            />
          ) : (
            <LazyLineDiagram
              {...diagramSeries(history.values, timeZone)}
              units={history.units}
              limit={entry?.limit}
              percent={isAiProbability(history.acronyme)}
              width={diagramWidth}
              height={PANEL_DIAGRAM_HEIGHT}
              label={t('history.diagramOf', { name })}
            />
          )}
        </div>
      )}
    </Paper>
  );
}
