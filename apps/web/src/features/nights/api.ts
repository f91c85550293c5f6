import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nightRoutes } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

/**
 * Under the patients root: marking all technical errors fixed, or any other change to a patient,
 * refreshes the calendar and the error list with everything else shown about the patient.
 */
export const nightKeys = {
  all: [...PATIENTS_QUERY_ROOT, 'nights'] as const,
  calendar: (patientId: number, month: string | null) =>
    [...nightKeys.all, patientId, 'calendar', month] as const,
  technicalErrors: (patientId: number) => [...nightKeys.all, patientId, 'technical-errors'] as const,
};

const inline = { errorsShownInline: true } as const;

/** GET /patients/{id}/nights: one month of nights; null asks for the patient's current month. */
export function useNightCalendar(patientId: number, month: string | null) {
  return useQuery({
    queryKey: nightKeys.calendar(patientId, month),
    meta: inline,
    queryFn: ({ signal }) =>
      call(nightRoutes.nightCalendar, {
        params: { id: patientId },
        query: { month: month ?? undefined },
        signal,
      }),
    // The month on screen stays while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
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
