import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** docs/requirements/constants.md#dates-and-times: dates YYYY-MM-DD, times HH:mm; a night's times are the patient's clock. */
export function patientClock(instant: string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD HH:mm');
}

/** Just the time of day on the patient's clock. */
export function patientTime(instant: string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('HH:mm');
}

/** The month's name and year in the reader's language, e.g. "March 2026". */
export function monthTitle(month: string, language: string): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A day written out in the reader's language, e.g. "Thursday 5 March 2026", for screen readers. */
export function longDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** Monday-first short weekday names in the reader's language (European clinics start weeks on Monday). */
export function weekdayNames(language: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index, 12));
    return {
      short: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}

/** 0 for Monday … 6 for Sunday. */
export function mondayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}
