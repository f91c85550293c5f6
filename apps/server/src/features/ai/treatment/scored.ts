import { daysBetween } from '@vigil/domain';
import type { LabelledHistory } from './load-histories.ts';
import { ENDED_AFTER_SILENCE } from './outcome-markup.ts';

/** Before a week of treatment there is too little data: such a child gets no score, not a guess. */
export const MIN_NIGHTS_FOR_PREDICTION = 7;

/**
 * Whether a treatment was in progress on a day, from what was known then: started, no outcome
 * recorded, and not silent as long as the outcome markup takes to call it ended.
 */
export function inProgressOn(history: LabelledHistory, day: string): boolean {
  const night = daysBetween(history.firstNight, day);
  if (night <= 0 || (history.outcomeRecordedOn !== null && history.outcomeRecordedOn <= day)) return false;
  let lastEntry = Math.min(night, history.nights.length) - 1;
  while (lastEntry >= 0 && history.nights[lastEntry] === null) lastEntry--;
  return night - 1 - lastEntry < ENDED_AFTER_SILENCE;
}

/**
 * Whether live scoring gives the child a score on `day`: in progress and past the first week.
 * Training and held-out rows are taken from exactly these days, so the reported quality is that
 * of the scores shown.
 */
export const isScoredOn = (history: LabelledHistory, day: string): boolean =>
  daysBetween(history.firstNight, day) >= MIN_NIGHTS_FOR_PREDICTION && inProgressOn(history, day);

/** The last night of treatment live scoring can still reach: the last entry plus the silence that ends it. */
export const lastScorableNight = (history: LabelledHistory): number =>
  history.nights.length + ENDED_AFTER_SILENCE;
