import { describe, expect, it } from 'vitest';
import { patientRow, variableColumn } from '../../test/fixtures.ts';
import { translator } from '../../test/translator.ts';
import { toCsv } from './csv.ts';
import { patientRowsCsv } from './patientRowsCsv.ts';

const sys = {
  ...variableColumn({ idpatientVariables: 3, acronyme: 'SYS', variableName: 'Systolic' }),
  units: 'mmHg',
};
const ai = variableColumn({ idpatientVariables: 8, acronyme: 'AI_SUCCESS', variableName: 'AI success' });
const entry = (status: 'ALERT_HIGH' | 'NORMAL', value: number) => ({
  status,
  isPatientLimit: false,
  variableValue: Math.round(value),
  variableValueFull: value,
  daysSince: 1,
  limit: null,
});

describe('patientRowsCsv', async () => {
  const t = await translator('en');

  it('gives each patient the columns of the screen in words, dates ISO and numbers plain', () => {
    const anna = patientRow({
      idpatient: 1,
      fullName: 'Anna Lind, Jr.',
      clinicsName: ['North', 'South'],
      latestAiPrediction: {
        idaiPredictions: 5,
        riskScore: 0.4567,
        riskScoreRank: 1,
        asOf: '2026-11-27',
        madeAt: '2026-11-27T04:00:00.000Z',
        stale: null,
      },
      dangerList: { '3': entry('ALERT_HIGH', 181.5), '8': entry('NORMAL', 0.25) },
    });
    const bo = patientRow({
      idpatient: 2,
      fullName: 'Bo Berg',
      age: null,
      inactive: true,
      service: { state: 'NONE', until: null },
    });
    const { header, rows } = patientRowsCsv(t, [anna, bo], [sys, ai], { withService: true });
    expect(header).toEqual([
      'Name',
      'Age',
      'Clinic',
      'AI score (%)',
      'AI score day',
      'Deactivated',
      'SYS (mmHg)',
      'SYS status',
      'AI_SUCCESS',
      'Service until',
      'Service',
    ]);
    expect(rows).toEqual([
      [
        'Anna Lind, Jr.',
        8,
        'North; South',
        46,
        '2026-11-27',
        'No',
        181.5,
        'Alert high',
        0.25,
        '2027-01-31',
        'Non-trial',
      ],
      ['Bo Berg', null, 'Demo clinic', null, null, 'Yes', null, 'No value', null, null, 'No service'],
    ]);
    expect(toCsv(header, rows).split('\r\n')[1]).toBe(
      '"Anna Lind, Jr.",8,North; South,46,2026-11-27,No,181.5,Alert high,0.25,2027-01-31,Non-trial',
    );
  });

  it('leaves the service out where the table has none (category panels)', () => {
    const { header, rows } = patientRowsCsv(t, [patientRow({ idpatient: 1, fullName: 'A B' })], [], {
      withService: false,
    });
    expect(header).toHaveLength(6);
    expect(rows[0]).toHaveLength(6);
  });

  it('heads the columns in the user language', async () => {
    const german = await translator('de');
    const { header } = patientRowsCsv(german, [], [sys], { withService: true });
    expect(header.slice(0, 4)).toEqual(['Name', 'Alter', 'Klinik', 'KI-Score (%)']);
    expect(header[7]).toBe('SYS Status');
  });
});
