import { baseRate, precision, randomRecall, recall, type StatisticsRow } from '@vigil/domain';

/** One result of the period: a row kind's figures summed over its dates (numberPatients: the most on one date; computedAt: the latest). */
export interface StatisticsResult extends Omit<StatisticsRow, 'date'> {
  key: string;
  precision: number | null;
  recall: number | null;
  baseRate: number | null;
  randomRecall: number | null;
}

/** The period's rows summed per nurse, group, cohort and @k, in the order they first appear. */
export function summarise(rows: readonly StatisticsRow[]): StatisticsResult[] {
  const results = new Map<string, StatisticsResult>();
  for (const row of rows) {
    const key = [row.nurseName, row.groupName, row.cohort, row.atK].join('\u0000');
    const result = results.get(key) ?? {
      key,
      nurseName: row.nurseName,
      groupName: row.groupName,
      cohort: row.cohort,
      atK: row.atK,
      numberPatients: 0,
      truePositive: 0,
      falsePositive: 0,
      falseNegative: 0,
      patientsSeen: 0,
      randomTruePositive: 0,
      computedAt: null,
      precision: null,
      recall: null,
      baseRate: null,
      randomRecall: null,
    };
    result.numberPatients = Math.max(result.numberPatients, row.numberPatients);
    result.truePositive += row.truePositive;
    result.falsePositive += row.falsePositive;
    result.falseNegative += row.falseNegative;
    result.patientsSeen += row.patientsSeen;
    result.randomTruePositive += row.randomTruePositive;
    if (row.computedAt !== null && (result.computedAt === null || row.computedAt > result.computedAt))
      result.computedAt = row.computedAt;
    results.set(key, result);
  }
  return [...results.values()].map((result) => ({
    ...result,
    precision: precision(result),
    recall: recall(result),
    baseRate: baseRate(result),
    randomRecall: randomRecall(result),
  }));
}
