import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addDays, monthsFrom, nightRoutes, shiftMonth, type NightCalendar } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';
import { nightsBetween } from './nightRange.ts';

/**
 * Under the patients root: marking all technical errors fixed, or any other change to a patient,
 * refreshes the calendar and the error list with everything else shown about the patient.
 */
export const nightKeys = {
  all: [...PATIENTS_QUERY_ROOT, 'nights'] as const,
  calendar: (patientId: number, month: string | null) =>
    [...nightKeys.all, patientId, 'calendar', month] as const,
  recent: (patientId: number, days: number) => [...nightKeys.all, patientId, 'recent', days] as const,
  technicalErrors: (patientId: number) => [...nightKeys.all, patientId, 'technical-errors'] as const,
};

const inline = { errorsShownInline: true } as const;

/** GET /patients/{id}/nights: one month of nights; null asks for the patient's current month. */
function readNightMonth(
  patientId: number,
  month: string | null,
  signal?: AbortSignal,
): Promise<NightCalendar> {
  return call(nightRoutes.nightCalendar, {
    params: { id: patientId },
    query: { month: month ?? undefined },
    signal,
  });
}

/** One month of the calendar; null is the patient's current month, which only the server knows. */
export function useNightCalendar(patientId: number, month: string | null) {
  return useQuery({
    queryKey: nightKeys.calendar(patientId, month),
    meta: inline,
    queryFn: ({ signal }) => readNightMonth(patientId, month, signal),
    // The month on screen stays while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * The calendar's months, oldest first, from the month of the day `firstDay` picks to the patient's
 * current month: the current month is read first (it tells the patient's today and first night),
 * the others after it, each with the calendar's own call and so its scope.
 */
async function readMonthsBack(
  patientId: number,
  firstDay: (current: NightCalendar) => string,
  signal?: AbortSignal,
): Promise<NightCalendar[]> {
  const current = await readNightMonth(patientId, null, signal);
  const earlier: NightCalendar[] = [];
  for (const month of monthsFrom(firstDay(current).slice(0, 7), shiftMonth(current.month, -1)))
    earlier.push(await readNightMonth(patientId, month, signal));
  return [...earlier, current];
}

/** Every month of the patient's nights, from the first night's month to the current one (the CSV). */
export function readAllNightMonths(patientId: number): Promise<NightCalendar[]> {
  return readMonthsBack(patientId, (current) => current.firstNight ?? current.today);
}

/** The last `days` nights up to the patient's today, oldest first, with the patient's time zone (the summary). */
export function useRecentNights(patientId: number, days: number) {
  return useQuery({
    queryKey: nightKeys.recent(patientId, days),
    meta: inline,
    queryFn: async ({ signal }) => {
      const months = await readMonthsBack(patientId, (current) => addDays(current.today, 1 - days), signal);
      const { today, timezone } = months.at(-1)!;
      return { nights: nightsBetween(months, addDays(today, 1 - days), today), today, timezone };
    },
  });
}

/** GET /patients/{id}/technical-errors: every technical alarm error, newest first. */
export function useTechnicalErrors(patientId: number) {
  return useQuery({
    queryKey: nightKeys.technicalErrors(patientId),
    meta: inline,
    queryFn: ({ signal }) => call(nightRoutes.technicalErrors, { params: { id: patientId }, signal }),
  });
}
