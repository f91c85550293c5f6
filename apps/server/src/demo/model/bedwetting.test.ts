import { LANGUAGES } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { generateBedwettingPatient, type BedwettingPatient } from './bedwetting.ts';
import { ALARM_TYPES, TECHNICAL_ERROR_TEXTS } from './bedwetting-parameters.ts';
import { bedwettingCohort } from './index.ts';
import { forPatient } from '@vigil/learning';

const today = new Date('2026-03-15T00:00:00Z');
const TODAY = '2026-03-15';
const SEED = 20_260_315;

function patient(index: number, startDaysAgo?: number): BedwettingPatient {
  return generateBedwettingPatient(forPatient(SEED, index), { index, today, historyDays: 120, startDaysAgo });
}

/** 2,000 children who all registered 100 days ago, so every week of treatment is observed. */
const cohort = Array.from({ length: 2000 }, (_, index) => patient(index, 100));

function wetShare(patients: BedwettingPatient[], fromNight: number, toNight: number): number {
  let recorded = 0;
  let wet = 0;
  for (const { nights } of patients) {
    for (const night of nights.slice(fromNight, toNight)) {
      if (night.value === null) continue;
      recorded++;
      if (night.value > 0) wet++;
    }
  }
  return wet / recorded;
}

function missingShare(patients: BedwettingPatient[]): number {
  const nights = patients.flatMap((p) => p.nights);
  return nights.filter((night) => night.value === null).length / nights.length;
}

const share = (patients: BedwettingPatient[], test: (p: BedwettingPatient) => boolean): number =>
  patients.filter(test).length / patients.length;

describe('bedwetting patients', () => {
  it('are the same for the same seed and index', () => {
    expect(patient(17)).toEqual(patient(17));
    expect(patient(17)).not.toEqual(patient(18));
  });

  it('do not depend on how many patients are generated', () => {
    const options = { seed: SEED, today, historyDays: 120 };
    const few = [...bedwettingCohort({ ...options, count: 5 })];
    const many = [...bedwettingCohort({ ...options, count: 50 })];
    expect(many.slice(0, 5)).toEqual(few);
    expect([...bedwettingCohort({ ...options, count: 3, firstIndex: 10 })]).toEqual(many.slice(10, 13));
  });

  it('wet less in weeks 9–10 of treatment than in weeks 1–2', () => {
    const early = wetShare(cohort, 0, 14);
    const late = wetShare(cohort, 56, 70);
    expect(early).toBeGreaterThan(0.6);
    expect(late).toBeLessThan(early - 0.2);
  });

  it('wet more when younger', () => {
    const young = cohort.filter((p) => p.profile.age <= 7);
    const old = cohort.filter((p) => p.profile.age >= 12);
    expect(wetShare(young, 0, 14)).toBeGreaterThan(wetShare(old, 0, 14) + 0.05);
  });

  it('miss more nights and drop out more often with low adherence', () => {
    const sorted = [...cohort].sort((a, b) => a.profile.latent.adherence - b.profile.latent.adherence);
    const low = sorted.slice(0, 1000);
    const high = sorted.slice(1000);
    expect(missingShare(low)).toBeGreaterThan(missingShare(high) * 1.5);
    const dropped = (p: BedwettingPatient): boolean => p.droppedOutOn !== null;
    expect(share(low, dropped)).toBeGreaterThan(share(high, dropped) * 1.5);
  });

  it('wake by themselves more often as treatment progresses', () => {
    const selfWoken = (from: number, to: number): number => {
      const nights = cohort.flatMap((p) => p.nights.slice(from, to)).filter((night) => night.value !== null);
      return nights.filter((night) => night.selfWokeUp).length / nights.length;
    };
    expect(selfWoken(56, 70)).toBeGreaterThan(selfWoken(0, 14));
  });

  it('end with a plausible mix of outcomes', () => {
    const outcome = (value: number) => (p: BedwettingPatient) => p.outcome === value;
    expect(share(cohort, outcome(1))).toBeGreaterThan(0.3);
    expect(share(cohort, outcome(2))).toBeGreaterThan(0.05);
    expect(share(cohort, outcome(3))).toBeGreaterThan(0.05);
    expect(share(cohort, outcome(4))).toBeGreaterThan(0.05);
    expect(share(cohort, outcome(4))).toBeLessThan(0.4);
  });

  it('record nothing after a dropout or on or after today', () => {
    const wrong: string[] = [];
    for (const p of Array.from({ length: 2000 }, (_, index) => patient(index))) {
      const lastAllowed = p.droppedOutOn ?? TODAY;
      for (const night of p.nights) {
        if (night.date >= lastAllowed || night.date <= p.startDate) wrong.push(`night ${night.date}`);
        if ((night.recordedAt ?? '') >= TODAY || (night.timeStampWokeUp ?? '') >= TODAY) {
          wrong.push(`recorded ${night.recordedAt} woke ${night.timeStampWokeUp}`);
        }
      }
      if (p.droppedOutOn !== null && p.nights.length > 0 && p.nights.at(-1)?.value === null) {
        wrong.push('dropout ends with a missing night');
      }
      for (const error of p.technicalErrors) {
        if (error.date >= lastAllowed || error.at >= TODAY) wrong.push(`error ${error.at}`);
      }
      if ((p.outcomeRecordedOn ?? '') >= TODAY) wrong.push(`outcome ${p.outcomeRecordedOn}`);
      if (p.droppedOutOn !== null && p.treatmentEndedOn !== null) wrong.push('dropped out and completed');
      if (p.outcome === 4 && p.droppedOutOn === null) wrong.push('outcome 4 without dropout');
    }
    expect(wrong).toEqual([]);
  });

  it('keep each night self-consistent', () => {
    const wrong: string[] = [];
    for (const p of cohort) {
      for (const night of p.nights) {
        const missingButFilled =
          night.value === null && (night.recordedAt !== null || night.wokeUp || night.wetSecondTime);
        if (missingButFilled) wrong.push(`missing night with data ${night.date}`);
        if (night.value === 0 && night.wetSecondTime) wrong.push(`dry night wet twice ${night.date}`);
        if (night.selfWokeUp && !night.wokeUp) wrong.push(`self-woken without waking ${night.date}`);
        if ((night.timeStampWokeUp === null) === night.wokeUp) wrong.push(`waking time ${night.date}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('register with plausible form data', () => {
    for (const { profile, diagnoses, technicalErrors } of cohort.slice(0, 500)) {
      expect(profile.age).toBeGreaterThanOrEqual(5);
      expect(profile.age).toBeLessThanOrEqual(15);
      expect(LANGUAGES).toContain(profile.language);
      expect(ALARM_TYPES).toContain(profile.alarmTypeName);
      expect(['2.2.0', '2.1.9', '2.1.5', '2.0']).toContain(profile.appVersion);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: profile.timezone })).not.toThrow();
      expect(profile.childName).toBe(`${profile.firstName} ${profile.lastName}`);
      expect(profile.parentName.split(' ').length).toBeGreaterThanOrEqual(2);
      for (const score of [profile.answerD1, profile.answerD5, profile.answerD10]) {
        expect([0, 1, 2, 3]).toContain(score);
      }
      expect(diagnoses[0]).toBe('N39.44');
      for (const error of technicalErrors) expect(TECHNICAL_ERROR_TEXTS).toContain(error.text);
    }
  });

  it('give the age on the form at registration from the date of birth', () => {
    for (const p of cohort.slice(0, 300)) {
      const born = new Date(`${p.profile.dateOfBirth}T00:00:00Z`);
      const start = new Date(`${p.startDate}T00:00:00Z`);
      let age = start.getUTCFullYear() - born.getUTCFullYear();
      if (start.getUTCMonth() * 100 + start.getUTCDate() < born.getUTCMonth() * 100 + born.getUTCDate())
        age--;
      expect(age).toBe(p.profile.age);
    }
  });
});
