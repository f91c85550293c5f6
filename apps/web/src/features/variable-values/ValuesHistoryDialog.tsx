import { useState } from 'react';
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  DEFAULT_HISTORY_DURATION,
  HISTORY_DURATIONS,
  isAiProbability,
  type DangerEntry,
  type HistoryDuration,
  type VariableHistory,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazyLineDiagram } from '../../components/charts/LazyLineDiagram.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useVariableHistory } from './api.ts';
import { diagramSeries } from './diagramSeries.ts';
import { DURATION_KEYS } from './durations.ts';
import { HistoryTable } from './HistoryTable.tsx';

interface ValuesHistoryDialogProps {
  patientId: number;
  timeZone: string;
  /** The variable whose history is shown; none keeps the dialog closed. */
  variable: VariableHistory | null;
  entry: DangerEntry | undefined;
  onClose: () => void;
}

/** The values-history dialog: one variable over 1w, 1m, 3m (default) or 6m, as diagram and table. */
export function ValuesHistoryDialog({
  patientId,
  timeZone,
  variable,
  entry,
  onClose,
}: ValuesHistoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={variable !== null}
      onClose={onClose}
      size="xl"
      title={variable ? t('history.dialogTitle', { name: variable.variableNameTranslate }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {variable && (
        <ValuesHistory patientId={patientId} timeZone={timeZone} variable={variable} entry={entry} />
      )}
    </Modal>
  );
}

function ValuesHistory({
  patientId,
  timeZone,
  variable,
  entry,
}: Omit<ValuesHistoryDialogProps, 'onClose' | 'variable'> & { variable: VariableHistory }) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<HistoryDuration>(DEFAULT_HISTORY_DURATION);
  const history = useVariableHistory(patientId, variable.acronyme, duration);
  const { ref, width } = useElementSize();
  const values = history.data?.values ?? [];
  return (
    <Stack gap="md" ref={ref} data-testid="values-history">
      <SegmentedControl
        size="xs"
        aria-label={t('history.period')}
        value={duration}
        onChange={(value) =>
          setDuration(HISTORY_DURATIONS.find((item) => item === value) ?? DEFAULT_HISTORY_DURATION)
        }
        data={HISTORY_DURATIONS.map((value) => ({ value, label: t(DURATION_KEYS[value]) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <TableFrame
        query={history}
        isEmpty={values.length === 0}
        emptyTitle={t('common.noData')}
        loader="centred"
      >
        {width > 0 && (
          <LazyLineDiagram
            {...diagramSeries(values, timeZone)}
            units={variable.units}
            limit={entry?.limit}
            percent={isAiProbability(variable.acronyme)}
            width={width}
            label={t('history.diagramOf', { name: variable.variableNameTranslate })}
          />
        )}
        <HistoryTable
          values={values}
          units={variable.units}
          maxHeight={320}
          timeZone={timeZone}
          percent={isAiProbability(variable.acronyme)}
        />
      </TableFrame>
    </Stack>
  );
}
