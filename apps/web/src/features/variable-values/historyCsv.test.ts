import { describe, expect, it } from 'vitest';
import { variableHistorySchema } from '@vigil/domain';
import { toCsv } from '../../components/export/csv.ts';
import { translator } from '../../test/translator.ts';
import { historyCsv } from './historyCsv.ts';

const history = (acronyme: string, name: string, units: string, values: [string, number | null][]) =>
  variableHistorySchema.parse({
    idpatientVariables: 1,
    variableName: name,
    variableNameTranslate: name,
    acronyme,
    acronymeTranslate: acronyme,
    units,
    values: values.map(([timeStamp, value]) => ({ timeStamp, value })),
  });

describe('historyCsv', async () => {
  const t = await translator('de');

  it('writes one row per value, panel after panel, with the shown time and the UTC instant', () => {
    const weight = history('WEIGHT', 'Gewicht', 'kg', [
      ['2026-11-20T07:15:00.000Z', 71.25],
      ['2026-11-21T07:15:00.000Z', null],
    ]);
    // A daily value stamped at the patient's midnight (Stockholm, UTC+1) reads as its day alone.
    const wet = history('WET', 'Nasse Nächte', '{nights}', [['2026-11-20T23:00:00.000Z', 3]]);
    const { header, rows } = historyCsv(t, [weight, wet], 'Europe/Stockholm');
    expect(header).toEqual(['Zeit', 'Zeit (UTC)', 'Code', 'Variable', 'Einheit', 'Wert']);
    expect(rows).toEqual([
      [
        expect.stringMatching(/^2026-11-20 \d\d:15$/),
        '2026-11-20T07:15:00.000Z',
        'WEIGHT',
        'Gewicht',
        'kg',
        71.25,
      ],
      [
        expect.stringMatching(/^2026-11-21 \d\d:15$/),
        '2026-11-21T07:15:00.000Z',
        'WEIGHT',
        'Gewicht',
        'kg',
        null,
      ],
      ['2026-11-21', '2026-11-20T23:00:00.000Z', 'WET', 'Nasse Nächte', '{nights}', 3],
    ]);
    expect(toCsv(header, rows)).toContain(',WEIGHT,Gewicht,kg,71.25\r\n');
  });
});
