import { describe, expect, it } from 'vitest';
import { variableHistorySchema, type DangerEntry } from '@vigil/domain';
import { translator } from '../../../test/translator.ts';
import { summaryStatusRows } from './summaryRows.ts';

const weight = variableHistorySchema.parse({
  idpatientVariables: 4,
  variableName: 'Weight',
  variableNameTranslate: 'Weight',
  acronyme: 'WEIGHT',
  acronymeTranslate: 'WEIGHT',
  units: 'kg',
  values: [
    { timeStamp: '2026-11-20T07:15:00.000Z', value: 70.5 },
    { timeStamp: '2026-11-27T07:15:00.000Z', value: 73.25 },
  ],
});
const pulse = variableHistorySchema.parse({
  ...weight,
  idpatientVariables: 5,
  acronyme: 'PULSE',
  values: [],
});
const high: DangerEntry = {
  status: 'ABNORMAL_HIGH',
  isPatientLimit: true,
  variableValue: 73.25,
  variableValueFull: 73.25,
  daysSince: 2,
  limit: {
    alertLow: 50,
    abnormalLow: 55,
    lowerLimitNormal: 60,
    upperLimitNormal: 72,
    abnormalHigh: 75,
    alertHigh: 80,
  },
};

describe('summaryStatusRows', async () => {
  const t = await translator('en');

  it('gives the latest value with its time, the status in words, the limit and the 30 days', () => {
    const [row] = summaryStatusRows(t, [weight], { '4': high }, 'UTC', 'en');
    expect(row).toEqual({
      acronym: 'WEIGHT',
      name: 'Weight',
      value: '73.25 kg',
      takenAt: '2026-11-27 07:15',
      status: 'Abnormal high',
      limits: 'normal 60–72, alert below 50, alert above 80',
      period: '70.5–73.25 (n = 2)',
    });
  });

  it('writes the numbers as a German reader writes them', async () => {
    const [row] = summaryStatusRows(await translator('de'), [weight], { '4': high }, 'UTC', 'de');
    expect(row?.value).toBe('73,25 kg');
    expect(row?.period).toContain('70,5–73,25');
  });

  it('says when there is no value, no limit, or only an older value', () => {
    const [none, older] = summaryStatusRows(
      t,
      [pulse, { ...pulse, idpatientVariables: 6, acronyme: 'TEMP' }],
      { '6': { ...high, limit: null, daysSince: 40 } },
      'UTC',
      'en',
    );
    expect(none).toMatchObject({ value: '–', takenAt: '–', status: 'No value', limits: 'No limit set' });
    expect(none?.period).toBe('no values');
    expect(older).toMatchObject({ takenAt: 'Days since: 40', limits: 'No limit set' });
  });

  it('leaves out a level no value reaches, and reads AI probabilities as percentages', () => {
    const wet = variableHistorySchema.parse({
      ...weight,
      idpatientVariables: 7,
      acronyme: 'WET',
      units: 'nights',
      values: [{ timeStamp: '2026-11-27T00:00:00.000Z', value: 3 }],
    });
    const wetLimit = {
      ...high,
      limit: { ...high.limit!, alertLow: -1, lowerLimitNormal: 0, upperLimitNormal: 2, alertHigh: 10 },
    };
    const score = variableHistorySchema.parse({
      ...weight,
      idpatientVariables: 8,
      acronyme: 'AI_DROPOUT_SC',
      units: 'probability',
      values: [{ timeStamp: '2026-11-27T04:30:00.000Z', value: 0.84 }],
    });
    const [wetRow, scoreRow] = summaryStatusRows(
      t,
      [wet, score],
      { '7': wetLimit, '8': { ...high, variableValue: 0.84, limit: null } },
      'UTC',
      'en',
    );
    expect(wetRow?.limits).toBe('normal 0–2, alert above 10');
    expect(scoreRow).toMatchObject({ value: '84 %', period: '84 %–84 % (n = 1)' });
  });
});
