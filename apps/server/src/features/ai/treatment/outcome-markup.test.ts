import { describe, expect, it } from 'vitest';
import type { NightRecord, TreatmentHistory } from './history.ts';
import { automaticOutcome } from './outcome-markup.ts';

const dry: NightRecord = { value: 0, wokeUp: false, selfWokeUp: false };
const wet: NightRecord = { value: 1, wokeUp: true, selfWokeUp: false };
const history = (nights: (NightRecord | null)[]): TreatmentHistory => ({
  patientId: 1,
  age: 8,
  gender: 'Female',
  alarmType: null,
  appVersion: null,
  answers: { yesNo: [], scores: [] },
  nights,
  errorNights: [],
});
const times = (count: number, night: NightRecord | null) => Array.from({ length: count }, () => night);

describe('automatic treatment outcome', () => {
  it('is a success after 14 dry nights in a row, missing nights neither counting nor breaking the run', () => {
    expect(automaticOutcome(history([wet, ...times(7, dry), null, null, ...times(7, dry)]), 17)).toBe(1);
    expect(automaticOutcome(history([wet, ...times(13, dry), wet, ...times(5, dry)]), 20)).toBeNull();
  });

  it('waits while the family still records, or has been silent for less than 28 nights', () => {
    expect(automaticOutcome(history(times(30, wet)), 30)).toBeNull();
    expect(automaticOutcome(history(times(30, wet)), 30 + 27)).toBeNull();
  });

  it('calls a treatment that fell silent before a full trial a dropout', () => {
    expect(automaticOutcome(history(times(30, wet)), 30 + 28)).toBe(4);
  });

  it('judges a full trial that ended on its nights: halved wetting is partly successful', () => {
    const halved = [...times(14, wet), ...times(52, wet), ...times(7, wet), ...times(7, dry)];
    expect(automaticOutcome(history(halved), halved.length + 28)).toBe(2);
    const unchanged = times(80, wet);
    expect(automaticOutcome(history(unchanged), 80 + 28)).toBe(3);
  });

  it('never marks a child with no entry', () => {
    expect(automaticOutcome(history([]), 60)).toBeNull();
  });
});
