import { BEDWETTING } from './bedwetting-parameters.ts';

/** 1 Successful, 2 Partly successful, 3 Not successful, 4 Drop out (docs/requirements/patients.md#outcome-of-treatment; 5 Ignore is staff-only). */
export type BedwettingOutcome = 1 | 2 | 3 | 4;

/** A night's entry value: 0 dry, 1 wet, 2 very wet, null when the family recorded nothing. */
export type NightValue = 0 | 1 | 2 | null;

const WINDOW = 14;

/**
 * Recorded dry nights in a row at the end. A night without an entry neither counts nor breaks the
 * run: a gap is no evidence of a wet night, and counting it as one would make success depend on
 * recording discipline more than on dryness.
 */
export function trailingDryRun(values: readonly { value: NightValue }[]): number {
  let run = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i]?.value;
    if (value === null || value === undefined) continue;
    if (value > 0) break;
    run++;
  }
  return run;
}

function wetShare(values: readonly { value: NightValue }[], from: number, to: number): number | null {
  let recorded = 0;
  let wet = 0;
  for (let i = Math.max(0, from); i < Math.min(values.length, to); i++) {
    const value = values[i]?.value;
    if (value === null || value === undefined) continue;
    recorded++;
    if (value > 0) wet++;
  }
  return recorded === 0 ? null : wet / recorded;
}

/**
 * The outcome of a treatment that ran its planned course, from its nights: 14 consecutive dry
 * nights is success; wet-night frequency in the last 14 nights at most half of that in the first
 * 14 is partial success (ICCS "partial response"); anything else, or too few entries to tell, is
 * not successful.
 */
export function outcomeOfCompletedTreatment(values: readonly { value: NightValue }[]): 1 | 2 | 3 {
  if (trailingDryRun(values) >= BEDWETTING.successDryRun) return 1;
  const first = wetShare(values, 0, WINDOW);
  const last = wetShare(values, values.length - WINDOW, values.length);
  if (first === null || last === null || first === 0) return 3;
  return 1 - last / first >= BEDWETTING.partialReduction ? 2 : 3;
}
