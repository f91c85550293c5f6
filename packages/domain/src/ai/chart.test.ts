import { describe, expect, it } from 'vitest';
import { aiChart, litOutcomes } from './chart.ts';
import { AI_OUTCOME_VARIABLES, type AiVariableData } from './predictions.ts';

const FLAGS = { AI_SUCC: 0, AI_PSUCC: 1, AI_NOTSUCC: 0, AI_DROPOUT: 0 };
const SCORES = { AI_SUCC_SC: 0.2, AI_PSUCC_SC: 0.5, AI_NOTSUCC_SC: 0.1, AI_DROPOUT_SC: 0.2 };

function data(days: { timeStamp: string; except?: string }[]): AiVariableData {
  const values: Record<string, number> = { ...FLAGS, ...SCORES };
  return Object.fromEntries(
    AI_OUTCOME_VARIABLES.map((code) => [
      code,
      days
        .filter((day) => day.except !== code)
        .map((day) => ({ value: values[code]!, timeStamp: day.timeStamp }))
        .reverse(),
    ]),
  ) as AiVariableData;
}

describe('aiChart', () => {
  it('keeps the dates with all eight values, oldest first', () => {
    const chart = aiChart(
      data([{ timeStamp: '2026-03-01T04:30:00.000Z' }, { timeStamp: '2026-03-08T04:30:00.000Z' }]),
    );
    expect(chart.rows.map((row) => row.date)).toEqual(['2026-03-01', '2026-03-08']);
    expect(chart.rows[0]!.values).toEqual({ ...FLAGS, ...SCORES });
    expect(chart.skippedDates).toEqual([]);
  });

  it('skips a date without all eight values', () => {
    const chart = aiChart(
      data([
        { timeStamp: '2026-03-01T04:30:00.000Z', except: 'AI_DROPOUT_SC' },
        { timeStamp: '2026-03-08T04:30:00.000Z' },
      ]),
    );
    expect(chart.rows.map((row) => row.date)).toEqual(['2026-03-08']);
    expect(chart.skippedDates).toEqual(['2026-03-01']);
  });

  it('takes the day’s latest prediction when there were two', () => {
    const both = data([{ timeStamp: '2026-03-01T04:30:00.000Z' }, { timeStamp: '2026-03-01T15:00:00.000Z' }]);
    both.AI_SUCC_SC = both.AI_SUCC_SC.map((point) =>
      point.timeStamp.endsWith('15:00:00.000Z') ? { ...point, value: 0.9 } : point,
    );
    const chart = aiChart(both);
    expect(chart.rows).toHaveLength(1);
    expect(chart.rows[0]!.values.AI_SUCC_SC).toBe(0.9);
  });

  it('names the lit outcomes', () => {
    const [row] = aiChart(data([{ timeStamp: '2026-03-01T04:30:00.000Z' }])).rows;
    expect(litOutcomes(row!)).toEqual(['AI_PSUCC']);
  });
});
