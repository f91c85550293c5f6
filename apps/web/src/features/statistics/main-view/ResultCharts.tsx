import { useMemo } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { STATISTICS, type StatisticsRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazyGroupedBarDiagram } from '../../../components/charts/LazyGroupedBarDiagram.tsx';
import type { BarSeries } from '../../../components/charts/groupedBarOption.ts';
import { computedLabel, dimensionLabel, ratioLabel } from '../labels.ts';
import { useEventWords } from './eventWords.ts';
import { summarise, type StatisticsResult } from './summarise.ts';

const COLOURS = {
  flagged: '#868e96',
  correct: '#2b8a3e',
  falseAlarms: '#f08c00',
  missed: '#c92a2a',
  random: '#1864ab',
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A diagram per result (docs/requirements/statistics.md#main-view, 450×300) with its side text. Bars: the period's flagged,
 * correct and missed side by side. Stacked: each date's correct and false alarms stacked, beside
 * the missed.
 */
export function ResultCharts({ rows, stacked }: { rows: readonly StatisticsRow[]; stacked: boolean }) {
  const results = useMemo(() => summarise(rows), [rows]);
  return (
    <SimpleGrid
      cols={{ base: 1, lg: 2 }}
      spacing="md"
      data-testid={stacked ? 'statistics-stack-bars' : 'statistics-bars'}
    >
      {results.map((result) => (
        <ResultChart key={result.key} result={result} rows={rows} stacked={stacked} />
      ))}
    </SimpleGrid>
  );
}

function ResultChart({
  result,
  rows,
  stacked,
}: {
  result: StatisticsResult;
  rows: readonly StatisticsRow[];
  stacked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const words = useEventWords();
  const { categories, series } = useMemo(() => {
    if (!stacked) {
      const bars: BarSeries[] = [
        {
          name: t('statistics.flagged'),
          values: [result.truePositive + result.falsePositive],
          colour: COLOURS.flagged,
        },
        { name: t('statistics.correct'), values: [result.truePositive], colour: COLOURS.correct },
        { name: words.missed, values: [result.falseNegative], colour: COLOURS.missed },
        {
          name: t('statistics.randomLine'),
          values: [oneDecimal(result.randomTruePositive)],
          colour: COLOURS.random,
          line: true,
        },
      ];
      return { categories: [''], series: bars };
    }
    const own = rows.filter(
      (row) =>
        row.nurseName === result.nurseName &&
        row.groupName === result.groupName &&
        row.cohort === result.cohort &&
        row.atK === result.atK,
    );
    const stacks: BarSeries[] = [
      {
        name: t('statistics.correct'),
        values: own.map((row) => row.truePositive),
        colour: COLOURS.correct,
        stack: 'flagged',
      },
      {
        name: t('statistics.falseAlarms'),
        values: own.map((row) => row.falsePositive),
        colour: COLOURS.falseAlarms,
        stack: 'flagged',
      },
      {
        name: words.missed,
        values: own.map((row) => row.falseNegative),
        colour: COLOURS.missed,
        stack: 'missed',
      },
      {
        name: t('statistics.randomLine'),
        values: own.map((row) => oneDecimal(row.randomTruePositive)),
        colour: COLOURS.random,
        line: true,
      },
    ];
    return { categories: own.map((row) => row.date), series: stacks };
  }, [result, rows, stacked, t, words.missed]);
  const side: [string, string | number][] = [
    [t('statistics.nurseName'), dimensionLabel(result.nurseName, t)],
    [t('statistics.groupName'), dimensionLabel(result.groupName, t)],
    [
      t('statistics.numberPatients'),
      result.numberPatients === 0 ? t('statistics.na') : result.numberPatients,
    ],
    [t('statistics.cohort'), dimensionLabel(result.cohort, t)],
    [t('statistics.precision'), ratioLabel(result.precision, t)],
    [t('statistics.recall'), ratioLabel(result.recall, t)],
    [t('statistics.baseRate'), ratioLabel(result.baseRate, t)],
    [t('statistics.randomRecall'), ratioLabel(result.randomRecall, t)],
    [t('statistics.atKUsed'), result.atK],
    [t('statistics.computedAt'), computedLabel(result.computedAt, i18n.language, t)],
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <LazyGroupedBarDiagram
          categories={categories}
          series={series}
          width={STATISTICS.chart.width}
          height={STATISTICS.chart.height}
          label={side.map(([label, value]) => `${label}: ${value}`).join(', ')}
        />
        <Stack gap={2} miw={160} data-testid="statistics-side-text">
          {side.map(([label, value]) => (
            <Text key={label} size="sm">
              <Text span c="gray.7" size="sm">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
        </Stack>
      </div>
    </Paper>
  );
}
