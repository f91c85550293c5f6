import { precision, recall, type StatisticsRow } from '@vigil/domain';

/** One result of the period: a row kind's figures summed over its dates (numberPatients: the most on one date). */
export interface StatisticsResult extends Omit<StatisticsRow, 'date'> {
  key: string;
  precision: number | null;
  recall: number | null;
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
      precision: null,
      recall: null,
    };
    result.numberPatients = Math.max(result.numberPatients, row.numberPatients);
    result.truePositive += row.truePositive;
    result.falsePositive += row.falsePositive;
    result.falseNegative += row.falseNegative;
    results.set(key, result);
  }
  return [...results.values()].map((result) => ({
    ...result,
    precision: precision(result),
    recall: recall(result),
  }));
}
