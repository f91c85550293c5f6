/**
 * Day arithmetic for the model. Days are whole UTC days since 1970-01-01 ("epoch days") and
 * instants are whole seconds since the epoch, so the night loops do integer arithmetic and only
 * format strings for what they emit.
 */
export const SECONDS_PER_DAY = 86_400;
const MS_PER_DAY = 86_400_000;

/** The UTC day that contains the instant. */
export function epochDay(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** Howard Hinnant's civil-from-days: epoch day to [year, month 1-12, day 1-31]. */
export function civilFromDays(day: number): [number, number, number] {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return [year, month, dayOfMonth];
}

/** Epoch day of a civil date (month 1-12). */
export function daysFromCivil(year: number, month: number, dayOfMonth: number): number {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY);
}

const dayStrings = new Map<number, string>();

/** 'YYYY-MM-DD' of an epoch day; memoised because a cohort reuses the same few hundred days. */
export function dayString(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    const [year, month, dayOfMonth] = civilFromDays(day);
    text = `${year}-${pad2(month)}-${pad2(dayOfMonth)}`;
    dayStrings.set(day, text);
  }
  return text;
}

/** ISO 8601 UTC text of an instant in seconds, e.g. 2026-03-01T01:30:00.000Z. */
export function isoInstant(seconds: number): string {
  const day = Math.floor(seconds / SECONDS_PER_DAY);
  const secondOfDay = seconds - day * SECONDS_PER_DAY;
  const hours = Math.floor(secondOfDay / 3600);
  const minutes = Math.floor((secondOfDay % 3600) / 60);
  return `${dayString(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(secondOfDay % 60)}.000Z`;
}

/** Day of the week of an epoch day, 0 = Sunday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

const summerTimeBounds = new Map<number, readonly [number, number]>();

/**
 * Every demo country observes EU summer time: +1 hour from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October. Computing the rule directly keeps Intl out of the
 * per-night loop.
 */
function summerTime(year: number): readonly [number, number] {
  let bounds = summerTimeBounds.get(year);
  if (bounds === undefined) {
    const lastSundayOf = (month: number, lastDate: number): number => {
      const last = daysFromCivil(year, month, lastDate);
      return last - weekday(last);
    };
    bounds = [
      lastSundayOf(3, 31) * SECONDS_PER_DAY + 3600,
      lastSundayOf(10, 31) * SECONDS_PER_DAY + 3600,
    ] as const;
    summerTimeBounds.set(year, bounds);
  }
  return bounds;
}

/**
 * The UTC instant of a local wall-clock time in a zone with the given standard offset and EU
 * summer time. `localSecond` counts from local midnight of `day` and may be negative (the
 * evening before) or beyond one day. Inside the hour skipped or repeated on a switch night the
 * result may be an hour off, which demo data tolerates.
 */
export function localToUtc(day: number, localSecond: number, standardOffsetHours: number): number {
  const standard = day * SECONDS_PER_DAY + localSecond - standardOffsetHours * 3600;
  const [begin, end] = summerTime(civilFromDays(Math.floor(standard / SECONDS_PER_DAY))[0]);
  return standard >= begin && standard < end ? standard - 3600 : standard;
}
