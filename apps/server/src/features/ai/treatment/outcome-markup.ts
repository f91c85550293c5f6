import type { NightRecord, TreatmentHistory } from './history.ts';

/** Dry nights in a row that end a treatment successfully (a missing night neither counts nor breaks the run). */
export const SUCCESS_DRY_RUN = 14;
/** Nights without an entry after which a treatment is taken as ended. */
export const ENDED_AFTER_SILENCE = 28;
/** The shortest alarm trial that is judged on its nights rather than called a dropout (10 weeks). */
export const FULL_TRIAL_NIGHTS = 70;

/** Outcome values as staff record them (treatment_outcome.value). */
const SUCCESSFUL = 1;
const PARTLY = 2;
const NOT_SUCCESSFUL = 3;
const DROP_OUT = 4;

/**
 * The outcome of a treatment nobody has recorded one for, by the rules the clinic uses (the
 * usual alarm-trial criteria; docs/decisions.md): 14 dry nights in a row is a success; a
 * treatment silent for 28 nights has ended — judged on its nights if it ran a full trial (partly
 * successful when the wet share of its last 14 recorded nights is at most half that of its first
 * 14, else not successful), a dropout if it stopped before. Null while the treatment goes on.
 */
export function automaticOutcome(history: TreatmentHistory, nightsKnown: number): number | null {
  const known = Array.from({ length: Math.max(0, nightsKnown) }, (_, index) => history.nights[index] ?? null);
  const recorded = known.filter((night): night is NightRecord => night !== null);
  let run = 0;
  for (const night of recorded) {
    run = night.value === 0 ? run + 1 : 0;
    if (run >= SUCCESS_DRY_RUN) return SUCCESSFUL;
  }
  const lastEntry = known.findLastIndex((night) => night !== null);
  if (recorded.length === 0 || known.length - 1 - lastEntry < ENDED_AFTER_SILENCE) return null;
  if (lastEntry + 1 < FULL_TRIAL_NIGHTS) return DROP_OUT;
  const wetShare = (nights: NightRecord[]) =>
    nights.filter((night) => night.value > 0).length / nights.length;
  return wetShare(recorded.slice(-14)) <= wetShare(recorded.slice(0, 14)) / 2 ? PARTLY : NOT_SUCCESSFUL;
}
