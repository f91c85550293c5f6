import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TREATMENT_FEATURES } from '@vigil/domain';
import { treatmentFeatureNames, treatmentFeatures, treatmentFeaturesFor } from './features.ts';
import { isOldAppVersion, type NightRecord, type TreatmentHistory } from './history.ts';
import { treatmentTrainingSet } from './training-set.ts';

const dry: NightRecord = { value: 0, wokeUp: false, selfWokeUp: false };
const wet: NightRecord = { value: 1, wokeUp: true, selfWokeUp: false };
const veryWet: NightRecord = { value: 2, wokeUp: true, selfWokeUp: true };

function history(
  nights: (NightRecord | null)[],
  overrides: Partial<TreatmentHistory> = {},
): TreatmentHistory {
  return {
    patientId: 1,
    age: 8,
    gender: 'Male',
    alarmType: 'Bed mat alarm',
    appVersion: '2.1.5',
    answers: { yesNo: [true, false, null], scores: [2, 1, null, 3, 0, 0, 0, 0, 0, 0] },
    nights,
    errorNights: [0, 3, 40],
    ...overrides,
  };
}

const featureOf = (row: Float64Array, name: string, alarmTypes: readonly string[] = []) =>
  row[treatmentFeatureNames(alarmTypes).indexOf(name as never)];

describe('treatment features', () => {
  // Nights 0–9: wet, wet, none, very wet, dry, dry, none, dry, wet, dry
  const nights = [wet, wet, null, veryWet, dry, dry, null, dry, wet, dry];
  const row = treatmentFeatures(history(nights), 10, ['Bed mat alarm', 'Body-worn alarm']);
  const value = (name: string) => featureOf(row, name, ['Bed mat alarm', 'Body-worn alarm']);

  it('counts the known nights as a nurse would', () => {
    expect(value('nightsInTreatment')).toBe(10);
    expect(value('recordedShare')).toBeCloseTo(8 / 10);
    expect(value('wetShare')).toBeCloseTo(4 / 8);
    expect(value('wetShareWeek1')).toBeCloseTo(3 / 5); // nights 0–6: 3 wet of 5 recorded
    expect(value('wetShareWeeks2to4')).toBeCloseTo(1 / 3); // nights 7–9
    expect(value('veryWetShare')).toBeCloseTo(1 / 4);
    expect(value('dryRun')).toBe(1);
    expect(value('longestDryRun')).toBe(3); // 4, 5, (none), 7: a missing night does not break a run
    expect(value('nightsSinceLastEntry')).toBe(0);
    expect(value('errorsPerNight')).toBeCloseTo(2 / 10);
    expect(value('wokeOnWetShare')).toBe(1);
    expect(value('selfWokeShare')).toBeCloseTo(1 / 4);
    expect(value('wetTrend')).toBeNaN(); // needs four weeks
  });

  it('takes the form as given and leaves the unknown missing', () => {
    expect(value('age')).toBe(8);
    expect(value('boy')).toBe(1);
    expect(value('oldAppVersion')).toBe(1);
    expect(value('answerA')).toBe(1);
    expect(value('answerB')).toBe(0);
    expect(value('answerC')).toBeNaN();
    expect(value('answerScore')).toBeCloseTo((6 / 9) * 10);
    expect(value('alarm:Bed mat alarm')).toBe(1);
    expect(value('alarm:Body-worn alarm')).toBe(0);
    const unknown = treatmentFeatures(
      history(nights, { gender: 'Unknown', age: null, appVersion: null }),
      10,
      [],
    );
    expect(featureOf(unknown, 'boy')).toBeNaN();
    expect(featureOf(unknown, 'age')).toBeNaN();
    expect(featureOf(unknown, 'oldAppVersion')).toBeNaN();
  });

  it('counts the nights after the last entry as silence', () => {
    const silent = treatmentFeatures(history(nights), 20, []);
    expect(featureOf(silent, 'nightsSinceLastEntry')).toBe(10);
    expect(featureOf(silent, 'missingShareLast14')).toBeCloseTo(11 / 14);
    expect(featureOf(silent, 'wetShareLast7')).toBeNaN();
  });

  it('never looks ahead: nights from the snapshot on change nothing', () => {
    const night = fc.option(fc.constantFrom(dry, wet, veryWet), { nil: null });
    fc.assert(
      fc.property(
        fc.array(night, { maxLength: 60 }),
        fc.array(night, { maxLength: 60 }),
        fc.nat(60),
        (a, b, k) => {
          const before = Array.from({ length: k }, (_, index) => [...a, ...b][index] ?? null);
          const withA = history([...before, ...a], { errorNights: [1, k, k + 3] });
          const withB = history([...before, ...b], { errorNights: [1, k + 1] });
          expect(Array.from(treatmentFeatures(withA, k, ['x']))).toEqual(
            Array.from(treatmentFeatures(withB, k, ['x'])),
          );
        },
      ),
    );
  });

  it("estimates how fast the child's wet nights fall with the alarm, cautiously at first", () => {
    const decline = (nights: (NightRecord | null)[], known = nights.length) => {
      const row = treatmentFeatures(history(nights), known, []);
      return { perWeek: featureOf(row, 'wetDeclinePerWeek'), now: featureOf(row, 'wetChanceNow') };
    };
    const drying = decline([...Array<NightRecord>(10).fill(wet), ...Array<NightRecord>(18).fill(dry)]);
    const stuck = decline(Array<NightRecord>(28).fill(wet));
    expect(drying.perWeek).toBeGreaterThan(1);
    expect(stuck.perWeek).toBeLessThan(0.4);
    expect(drying.now).toBeLessThan(0.2);
    expect(stuck.now).toBeGreaterThan(0.8);
    // Two wet nights then two dry ones say little yet: near a typical child, not a steep fall.
    expect(decline([wet, wet, dry, dry]).perWeek).toBeLessThan(1);
    expect(decline([wet, null, null], 3).perWeek).toBeNaN(); // a single recorded night
  });

  it('gives a model trained with other features its own, in its order', () => {
    const nights = [wet, dry, wet, dry, dry, dry, dry, wet];
    const full = treatmentFeatures(history(nights), 8, ['Bed mat alarm']);
    const names = treatmentFeatureNames(['Bed mat alarm']);
    const older = ['alarm:Bed mat alarm', 'wetShare', 'retiredFeature', 'age'];
    expect(Array.from(treatmentFeaturesFor(history(nights), 8, older))).toEqual([
      full[names.indexOf('alarm:Bed mat alarm')],
      full[names.indexOf('wetShare')],
      NaN,
      8,
    ]);
  });

  it('has a name for every value', () => {
    expect(treatmentFeatures(history([]), 0, ['a', 'b']).length).toBe(TREATMENT_FEATURES.length + 2);
  });
});

describe('the training set', () => {
  const labelled = (
    patientId: number,
    nightCount: number,
    outcome: 'successful' | 'dropout' | null,
    outcomeRecordedOn: string | null = null,
  ) => ({
    ...history(Array.from({ length: nightCount }, () => dry)),
    patientId,
    firstNight: '2026-01-01',
    outcome,
    outcomeRecordedOn,
  });

  it('takes each labelled child weekly on the days live scoring scores it, grouped by child', () => {
    const set = treatmentTrainingSet([
      labelled(1, 30, 'successful', '2026-01-22'),
      labelled(2, 10, 'dropout'),
      labelled(3, 90, null),
    ]);
    // Child 1: scored until its outcome was recorded on day 21 (days 7 and 14). Child 2: its
    // last entry is night 10; live scoring goes on until 28 silent nights: days 7 to 35.
    expect(set.groups).toEqual([1, 1, 2, 2, 2, 2, 2]);
    expect(set.classes).toEqual([0, 0, 3, 3, 3, 3, 3]);
    expect(set.risky).toEqual([false, false, true, true, true, true, true]);
    expect(set.rows.map((row) => featureOf(row, 'nightsInTreatment', set.alarmTypes))).toEqual([
      7, 14, 7, 14, 21, 28, 35,
    ]);
    expect(set.alarmTypes).toEqual(['Bed mat alarm']);
  });
});

describe('app versions', () => {
  it('knows which versions cannot receive messages', () => {
    expect(isOldAppVersion('2.0')).toBe(true);
    expect(isOldAppVersion('2.1.5')).toBe(true);
    expect(isOldAppVersion('2.1.7')).toBe(false);
    expect(isOldAppVersion('2.2.0')).toBe(false);
    expect(isOldAppVersion('beta')).toBeNull();
    expect(isOldAppVersion(null)).toBeNull();
  });
});
