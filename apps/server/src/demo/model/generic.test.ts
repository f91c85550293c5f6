import { describe, expect, it } from 'vitest';
import { epochDay } from './calendar.ts';
import { generateGenericPatient, type GenericPatient } from './generic.ts';
import { MEASURED_VARIABLES, type MeasuredVariable } from './generic-parameters.ts';
import { genericCohort } from './index.ts';
import { forPatient } from '@vigil/learning';

const today = new Date('2026-03-15T00:00:00Z');
const TODAY = '2026-03-15';
const SEED = 77;

function patient(index: number): GenericPatient {
  return generateGenericPatient(forPatient(SEED, index), { index, today, historyDays: 180 });
}

const cohort = Array.from({ length: 2000 }, (_, index) => patient(index));
const day = (date: string): number => epochDay(new Date(`${date}T00:00:00Z`));

/** Physiological bounds a home device could plausibly report. */
const RANGES: Record<MeasuredVariable, [number, number]> = {
  WEIGHT: [35, 200],
  SYSTOLIC_BP: [70, 230],
  DIASTOLIC_BP: [35, 130],
  PULSE: [35, 170],
  SPO2: [70, 100],
  TEMPERATURE: [34.5, 41.5],
  DRY_WEIGHT_DEVIATION: [-15, 15],
};

describe('chronic-care patients', () => {
  it('are the same for the same seed and index, whatever the cohort size', () => {
    expect(patient(3)).toEqual(patient(3));
    const options = { seed: SEED, today, historyDays: 180 };
    expect([...genericCohort({ ...options, count: 4 })]).toEqual(cohort.slice(0, 4));
  });

  it('are admitted far more often during deterioration episodes', () => {
    let episodeDays = 0;
    let episodeAdmissions = 0;
    let otherDays = 0;
    let otherAdmissions = 0;
    for (const p of cohort) {
      const inEpisode = new Set<number>();
      for (const episode of p.episodes) {
        const end = episode.end === null ? day(TODAY) - 1 : day(episode.end);
        for (let d = day(episode.start); d <= end; d++) inEpisode.add(d);
      }
      const inHospital = new Set<number>();
      for (const stay of p.hospitalizations) {
        const out = stay.discharged === null ? day(TODAY) : day(stay.discharged);
        for (let d = day(stay.admitted) + 1; d <= out; d++) inHospital.add(d);
        if (inEpisode.has(day(stay.admitted))) episodeAdmissions++;
        else otherAdmissions++;
      }
      const first = Math.max(day(p.enrolledOn), day(TODAY) - 180);
      for (let d = first; d < day(TODAY); d++) {
        if (inHospital.has(d)) continue;
        if (inEpisode.has(d)) episodeDays++;
        else otherDays++;
      }
    }
    expect(episodeAdmissions).toBeGreaterThan(50);
    expect(episodeAdmissions / episodeDays).toBeGreaterThan((5 * otherAdmissions) / otherDays);
  });

  it('show the episode in the values: weight rises in fluid overload', () => {
    let before = 0;
    let during = 0;
    let count = 0;
    for (const p of cohort) {
      for (const episode of p.episodes) {
        if (episode.kind !== 'fluid' || episode.end === null) continue;
        const deviation = (d: number): number | undefined =>
          p.measurements.find((m) => m.variable === 'DRY_WEIGHT_DEVIATION' && day(m.date) === d)?.value;
        const a = deviation(day(episode.start) - 1);
        const b = deviation(day(episode.end));
        if (a === undefined || b === undefined) continue;
        before += a;
        during += b;
        count++;
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(during / count).toBeGreaterThan(before / count + 1);
  });

  it('measure values within physiological ranges', () => {
    const outOfRange: string[] = [];
    for (const p of cohort) {
      const systolic = new Map<string, number>();
      for (const m of p.measurements) {
        const [low, high] = RANGES[m.variable];
        if (m.value < low || m.value > high) outOfRange.push(`${m.variable} ${m.value}`);
        if (m.variable === 'SYSTOLIC_BP') systolic.set(m.at, m.value);
      }
      for (const m of p.measurements) {
        if (m.variable === 'DIASTOLIC_BP' && m.value >= (systolic.get(m.at) ?? Infinity)) {
          outOfRange.push(`diastolic ${m.value} ≥ systolic`);
        }
      }
    }
    expect(outOfRange).toEqual([]);
    const variables = new Set(cohort.flatMap((p) => p.measurements.map((m) => m.variable)));
    expect([...variables].sort()).toEqual([...MEASURED_VARIABLES].sort());
  });

  it('record nothing on or after today and nothing at home while in hospital', () => {
    const wrong: string[] = [];
    for (const p of cohort) {
      const hospitalDays = new Set<number>();
      for (const h of p.hospitalizations) {
        const out = h.discharged === null ? day(TODAY) : day(h.discharged);
        for (let d = day(h.admitted) + 1; d <= out; d++) hospitalDays.add(d);
        if (h.admitted >= TODAY) wrong.push(`admitted ${h.admitted}`);
        if (h.discharged !== null && h.discharged >= TODAY) wrong.push(`discharged ${h.discharged}`);
        if (h.discharged !== null && day(h.discharged) - day(h.admitted) !== h.lengthOfStayDays) {
          wrong.push(`length of stay ${h.lengthOfStayDays}`);
        }
      }
      for (const m of p.measurements) {
        if (m.date >= TODAY || m.at >= TODAY) wrong.push(`measured ${m.at}`);
        if (hospitalDays.has(day(m.date))) wrong.push(`measured at home in hospital ${m.date}`);
      }
      for (const w of p.dryWeights) if (w.date >= TODAY) wrong.push(`dry weight ${w.date}`);
    }
    expect(wrong).toEqual([]);
  });

  it('carry diagnoses and an access type that fit the cohort', () => {
    for (const p of cohort) {
      if (p.profile.cohort === 'dialysis') {
        expect(p.diagnoses).toContain('N18.6');
        expect(p.accessType).not.toBeNull();
        expect(p.accessType).toBeGreaterThanOrEqual(0);
        expect(p.accessType).toBeLessThanOrEqual(6);
      } else {
        expect(p.diagnoses).toContain('I50.9');
        expect(p.accessType).toBeNull();
      }
      expect(p.profile.age).toBeGreaterThanOrEqual(35);
      expect(p.dryWeights.length).toBeGreaterThan(0);
    }
  });
});
