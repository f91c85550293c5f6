import { Group, SegmentedControl, Select } from '@mantine/core';
import { HISTORY_DURATIONS, type HistoryDuration } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { DIAGRAM_WIDTHS, type DiagramWidthChoice } from './diagramWidth.ts';
import type { HistoryView } from './historyLayout.ts';
import type { ReactNode } from 'react';
import { DURATION_KEYS } from './durations.ts';

interface HistoryToolbarProps {
  duration: HistoryDuration;
  onDuration: (duration: HistoryDuration) => void;
  view: HistoryView;
  onView: (view: HistoryView) => void;
  width: DiagramWidthChoice;
  onWidth: (width: DiagramWidthChoice) => void;
  /** What acts on the panels shown: open or close them all, the CSV export of their values. */
  actions?: ReactNode;
}

/** The period, table or diagram view, and diagram width of the variable history panels. */
export function HistoryToolbar(props: HistoryToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" data-no-print>
      <SegmentedControl
        size="xs"
        aria-label={t('history.period')}
        value={props.duration}
        onChange={(value) => props.onDuration(HISTORY_DURATIONS.find((item) => item === value) ?? '3m')}
        data={HISTORY_DURATIONS.map((value) => ({ value, label: t(DURATION_KEYS[value]) }))}
        data-testid="history-duration"
      />
      <Group gap="sm">
        {props.actions}
        {props.view === 'diagram' && (
          <Select
            size="xs"
            w={150}
            aria-label={t('history.diagramWidth')}
            value={props.width}
            allowDeselect={false}
            onChange={(value) => props.onWidth(DIAGRAM_WIDTHS.find((item) => item === value) ?? '580')}
            data={DIAGRAM_WIDTHS.map((value) => ({
              value,
              label: value === 'auto' ? t('history.widthAuto') : t('history.widthPx', { width: value }),
            }))}
            data-testid="diagram-width"
          />
        )}
        <SegmentedControl
          size="xs"
          aria-label={t('history.view')}
          value={props.view}
          onChange={(value) => props.onView(value === 'diagram' ? 'diagram' : 'table')}
          data={[
            { value: 'table', label: t('history.tableView') },
            { value: 'diagram', label: t('history.diagramView') },
          ]}
          data-testid="history-view"
        />
      </Group>
    </Group>
  );
}
