import { AI_OUTCOME_VARIABLES, type AiOutcomeVariable, type AiVariableData } from './predictions.ts';

/** One date of the AI chart: all eight AI values of the day's latest prediction. */
export interface AiChartRow {
  /** YYYY-MM-DD (UTC), the day the prediction was made for. */
  readonly date: string;
  readonly values: Readonly<Record<AiOutcomeVariable, number>>;
}

export interface AiChart {
  /** Oldest first. */
  readonly rows: readonly AiChartRow[];
  /** Dates some of the eight values are missing on: the chart skips them (docs/requirements/ai.md#ai-chart). */
  readonly skippedDates: readonly string[];
}

/** The AI chart's dates from the AI values over time: a date counts only when all eight values exist. */
export function aiChart(data: AiVariableData): AiChart {
  const byDate = new Map<string, Partial<Record<AiOutcomeVariable, { value: number; timeStamp: string }>>>();
  for (const code of AI_OUTCOME_VARIABLES) {
    for (const point of data[code]) {
      const date = point.timeStamp.slice(0, 10);
      const day = byDate.get(date) ?? {};
      const kept = day[code];
      if (!kept || kept.timeStamp < point.timeStamp) day[code] = point;
      byDate.set(date, day);
    }
  }
  const rows: AiChartRow[] = [];
  const skippedDates: string[] = [];
  for (const date of [...byDate.keys()].sort()) {
    const day = byDate.get(date)!;
    if (AI_OUTCOME_VARIABLES.every((code) => day[code] !== undefined))
      rows.push({
        date,
        values: Object.fromEntries(AI_OUTCOME_VARIABLES.map((code) => [code, day[code]!.value])) as Record<
          AiOutcomeVariable,
          number
        >,
      });
    else skippedDates.push(date);
  }
  return { rows, skippedDates };
}

/** The four outcomes of the AI traffic light, each lit when its flag is 1 (docs/requirements/ai.md#ai-traffic-light). */
export const AI_TRAFFIC_LIGHT_OUTCOMES = ['AI_SUCC', 'AI_PSUCC', 'AI_NOTSUCC', 'AI_DROPOUT'] as const;
export type AiTrafficLightOutcome = (typeof AI_TRAFFIC_LIGHT_OUTCOMES)[number];

/** The lit outcomes of a chart row: the combination the traffic-light image is chosen for. */
export const litOutcomes = (row: AiChartRow): AiTrafficLightOutcome[] =>
  AI_TRAFFIC_LIGHT_OUTCOMES.filter((code) => row.values[code] === 1);
