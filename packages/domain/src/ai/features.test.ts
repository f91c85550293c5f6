import { describe, expect, it } from 'vitest';
import { HOSPITALIZATION_FEATURES, parseAiFeature, TREATMENT_FEATURES } from './features.ts';

describe('parseAiFeature', () => {
  it('knows every feature the models compute', () => {
    for (const name of [...TREATMENT_FEATURES, ...HOSPITALIZATION_FEATURES])
      expect(parseAiFeature(name).kind, name).not.toBe('unknown');
  });

  it('takes alarm types, diagnoses and vitals apart', () => {
    expect(parseAiFeature('alarm:Malem M4')).toEqual({
      kind: 'alarmType',
      alarmType: 'Malem M4',
      value: 'flag',
    });
    expect(parseAiFeature('diagnosis:I50')).toEqual({ kind: 'diagnosis', code: 'I50', value: 'flag' });
    expect(parseAiFeature('SPO2:change')).toEqual({ kind: 'vitalChange', vital: 'SPO2', value: 'number' });
    expect(parseAiFeature('WEIGHT:recent')).toEqual({
      kind: 'vitalRecent',
      vital: 'WEIGHT',
      value: 'number',
    });
  });

  it('reads shares as percentages and yes/no answers as flags', () => {
    expect(parseAiFeature('wetShareWeeks2to4').value).toBe('share');
    expect(parseAiFeature('measuredShare14').value).toBe('share');
    expect(parseAiFeature('wetTrend').value).toBe('share');
    expect(parseAiFeature('boy').value).toBe('flag');
    expect(parseAiFeature('dryRun').value).toBe('number');
  });

  it('keeps a name it does not know', () => {
    expect(parseAiFeature('diagnosis:Z99')).toEqual({
      kind: 'unknown',
      name: 'diagnosis:Z99',
      value: 'number',
    });
    expect(parseAiFeature('newFeature')).toEqual({ kind: 'unknown', name: 'newFeature', value: 'number' });
  });
});
