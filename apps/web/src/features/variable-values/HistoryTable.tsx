import { ScrollArea, Table, Text } from '@mantine/core';
import type { HistoryPoint } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { historyTime } from './historyTime.ts';

interface HistoryTableProps {
  values: readonly HistoryPoint[];
  /** Named in the value heading where the table stands alone (the panels name them above it). */
  units?: string;
  maxHeight: number;
  /** The patient's time zone, which tells a daily value's day. */
  timeZone: string;
  /** Probabilities (the AI's scores) read as percentages. */
  percent?: boolean;
}

/** A variable's values newest first, with their time. */
export function HistoryTable({ values, units, maxHeight, timeZone, percent = false }: HistoryTableProps) {
  const { t } = useTranslation();
  if (values.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('common.noData')}
      </Text>
    );
  }
  const newestFirst = [...values].reverse();
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
      <Table verticalSpacing={3} fz="sm" striped data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.time')}</Table.Th>
            <Table.Th ta="right">{units ? t('history.valueIn', { units }) : t('status.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((point) => (
            <Table.Tr key={point.timeStamp}>
              <Table.Td ff="monospace" fz={12.5} style={{ whiteSpace: 'nowrap' }}>
                {historyTime(point.timeStamp, timeZone)}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {percent ? aiPercent(point.value) : (point.value ?? '–')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
