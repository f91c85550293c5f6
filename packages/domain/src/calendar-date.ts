import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const CALENDAR_DATE_MESSAGE = 'Dates are written YYYY-MM-DD and must exist in the calendar';

/**
 * A day in a request: the pattern (kept in the OpenAPI document) and a real calendar day, so
 * 2026-02-30 is a clear 400 here, not a database error later.
 */
export function calendarDateSchema(message: string = CALENDAR_DATE_MESSAGE) {
  return z.string().regex(ISO_DATE, message).refine(isCalendarDate, message);
}
