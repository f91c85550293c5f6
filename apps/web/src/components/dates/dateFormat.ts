import dayjs from 'dayjs';

/**
 * The one way Vigil writes a day and a moment, in every language
 * (docs/decisions/web-app-delivery.md#one-date-format): ISO order reads the same to every clinic and sorts as text. The top bar's clock keeps
 * the spec's own 12-hour form (docs/requirements/screens-and-routes.md#top-bar).
 */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** A day as YYYY-MM-DD, in the browser's time zone for an instant. */
export function formatDay(value: Date | string): string {
  return dayjs(value).format(DAY_FORMAT);
}

/** A moment as YYYY-MM-DD HH:mm, in the browser's time zone. */
export function formatDateTime(value: Date | string): string {
  return dayjs(value).format(DATE_TIME_FORMAT);
}

/** A typed YYYY-MM-DD day, or null while it is not a real day yet. */
export function parseDay(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = dayjs(match[0], DAY_FORMAT);
  return day.isValid() && day.format(DAY_FORMAT) === match[0] ? match[0] : null;
}
