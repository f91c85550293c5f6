import { addDays } from '@vigil/domain';

/** The days of a back-fill: every `everyDays` over the last `days`, ending today. */
export function backfillDays(today: string, days: number, everyDays: number): string[] {
  const result: string[] = [];
  for (let back = Math.floor((days - 1) / everyDays) * everyDays; back >= 0; back -= everyDays)
    result.push(addDays(today, -back));
  return result;
}

/** When a prediction for a day counts as made: at the daily run's hour, never later than now. */
export function madeOn(day: string, now = new Date()): Date {
  return new Date(Math.min(Date.parse(`${day}T04:30:00Z`), now.getTime()));
}
