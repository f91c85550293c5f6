/**
 * Local days in a patient's time zone. A night is dated by the morning it ends
 * (docs/decisions/derived-variables.md#which-night-is-which), so the phone, the server and the calendar agree on every date.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA time zone name the runtime knows (Europe/Stockholm), not an offset or abbreviation. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false; // RangeError: the runtime does not know the zone
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return formatterOf(timeZone).format(instant);
}

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * The night an instant belongs to: from noon of the day before to noon of the morning the night
 * ends, in the patient's time zone (a wake-up at 03:00 and an alarm error at 22:00 the evening
 * before both belong to the next morning's night).
 */
export function nightOfInstant(instant: Date, timeZone: string): string {
  return localDate(new Date(instant.getTime() + HALF_DAY_MS), timeZone);
}

/** Today as the server's lists see it: the UTC calendar day (ages, service dates, days since). */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
