import { useState } from 'react';
import { Button, Group, ScrollArea, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { baseRate, precision, randomRecall, recall, STATISTICS, type StatisticsRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { downloadCsv, toCsv } from '../../../components/export/csv.ts';
import { computedLabel, dimensionLabel, ratioLabel } from '../labels.ts';
import { useEventWords } from './eventWords.ts';

/** The Main View's table (docs/requirements/statistics.md#main-view), a page of 100 rows at a time, and its CSV. */
export function ResultsTable({ rows }: { rows: readonly StatisticsRow[] }) {
  const { t, i18n } = useTranslation();
  const words = useEventWords();
  const [page, setPage] = useState(0);
  const header = [
    t('statistics.nurseName'),
    t('statistics.groupName'),
    t('statistics.cohort'),
    t('statistics.numberPatients'),
    t('statistics.date'),
    t('statistics.atKUsed'),
    t('statistics.correct'),
    t('statistics.falseAlarms'),
    words.missed,
    words.total,
    t('statistics.precision'),
    t('statistics.recall'),
    t('statistics.baseRate'),
    t('statistics.randomRecall'),
    t('statistics.computedAt'),
  ];
  const cells = (row: StatisticsRow) => [
    dimensionLabel(row.nurseName, t),
    dimensionLabel(row.groupName, t),
    dimensionLabel(row.cohort, t),
    row.numberPatients === 0 ? t('statistics.na') : row.numberPatients,
    row.date,
    row.atK,
    row.truePositive,
    row.falsePositive,
    row.falseNegative,
    row.truePositive + row.falseNegative,
    ratioLabel(precision(row), t),
    ratioLabel(recall(row), t),
    ratioLabel(baseRate(row), t),
    ratioLabel(randomRecall(row), t),
    computedLabel(row.computedAt, i18n.language, t),
  ];
  const shown = rows.slice(page * STATISTICS.pageSize, (page + 1) * STATISTICS.pageSize);
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadCsv('statistics.csv', toCsv(header, rows.map(cells)))}
        >
          {t('statistics.exportCsv')}
        </Button>
      </Group>
      <ScrollArea type="auto" offsetScrollbars tabIndex={0} aria-label={t('statistics.table')}>
        <Table striped highlightOnHover withTableBorder miw={1100} data-testid="statistics-table">
          <Table.Thead>
            <Table.Tr>
              {header.map((title) => (
                <Table.Th key={title}>{title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ whiteSpace: 'nowrap' }}>
            {shown.map((row) => (
              <Table.Tr key={`${row.nurseName}|${row.groupName}|${row.cohort}|${row.atK}|${row.date}`}>
                {cells(row).map((value, index) => (
                  <Table.Td key={header[index]}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPagination page={page} pageSize={STATISTICS.pageSize} total={rows.length} onPage={setPage} />
    </>
  );
}
