import { useQuery } from '@tanstack/react-query';
import { variableValueRoutes, type HistoryDuration } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

// Under the patients root: a live change to the patient refreshes the charts with the rest.
export const historyKeys = {
  all: [...PATIENTS_QUERY_ROOT, 'variable-history'] as const,
  patient: (patientId: number, duration: HistoryDuration) =>
    [...historyKeys.all, patientId, 'all', duration] as const,
  variable: (patientId: number, acronym: string, duration: HistoryDuration) =>
    [...historyKeys.all, patientId, 'acronym', acronym, duration] as const,
};

/** GET /patients/{id}/variablehistory: every variable of the flavour with its values in the period. */
export function usePatientHistory(patientId: number, duration: HistoryDuration) {
  return useQuery({
    queryKey: historyKeys.patient(patientId, duration),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) =>
      call(variableValueRoutes.patientHistory, {
        params: { id: patientId },
        query: { time: duration },
        signal,
      }),
  });
}

/** GET /patients/{id}/variablehistory/acronym: one variable's values in the period. */
export function useVariableHistory(patientId: number, acronym: string, duration: HistoryDuration) {
  return useQuery({
    queryKey: historyKeys.variable(patientId, acronym, duration),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) =>
      call(variableValueRoutes.variableHistory, {
        params: { id: patientId },
        query: { time: duration, variableAcronym: acronym },
        signal,
      }),
  });
}
