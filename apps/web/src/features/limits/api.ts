import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { limitRoutes, type Limit, type LimitForm } from '@vigil/domain';
import { call } from '../../api/call.ts';

export const limitKeys = {
  all: ['limits'] as const,
  general: () => [...limitKeys.all, 'general'] as const,
  patients: () => [...limitKeys.all, 'patients'] as const,
  inForce: (patientId: number, variableId: number) =>
    [...limitKeys.all, 'in-force', patientId, variableId] as const,
};

const inline = { errorsShownInline: true } as const;

/** GET /patients/{id}/variables/{varId}/limit: the patient's own limit, else the general one, else null. */
export function useLimitInForce(patientId: number, variableId: number) {
  return useQuery({
    queryKey: limitKeys.inForce(patientId, variableId),
    meta: inline,
    queryFn: ({ signal }) =>
      call(limitRoutes.limitInForce, { params: { id: patientId, varId: variableId }, signal }),
  });
}

export function useGeneralLimits() {
  return useQuery({
    queryKey: limitKeys.general(),
    meta: inline,
    queryFn: ({ signal }) => call(limitRoutes.generalLimits, { signal }),
  });
}

/** GET /limitsuser: the own limits of the patients in the caller's scope. */
export function usePatientLimits() {
  return useQuery({
    queryKey: limitKeys.patients(),
    meta: inline,
    queryFn: ({ signal }) => call(limitRoutes.patientLimits, { signal }),
  });
}

/** A limit change; every limit view refreshes, and `onChanged` lets the caller refresh the statuses. */
function useLimitMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitKeys.all }),
  });
}

export interface PatientLimitSave {
  patientId: number;
  variableId: number;
  method: 'POST' | 'PUT';
  body: LimitForm;
}

/** POST (a general limit becomes the patient's own) or PUT (their own changes) …/limitsuser. */
export function useSavePatientLimit() {
  return useLimitMutation(({ patientId, variableId, method, body }: PatientLimitSave): Promise<Limit> => {
    const params = { id: patientId, varId: variableId };
    return call(method === 'POST' ? limitRoutes.createPatientLimit : limitRoutes.updatePatientLimit, {
      params,
      body,
    });
  });
}

export function useDeletePatientLimit() {
  return useLimitMutation((limitId: number) =>
    call(limitRoutes.deletePatientLimit, { params: { id: limitId } }),
  );
}

/** POST or PUT /limitsgeneral; the body carries confirmPropagation, asked for by the dialog. */
export function useSaveGeneralLimit() {
  return useLimitMutation((body: LimitForm): Promise<Limit> =>
    call(body.idlimits == null ? limitRoutes.createGeneralLimit : limitRoutes.updateGeneralLimit, { body }),
  );
}

export function useDeleteGeneralLimit() {
  return useLimitMutation((limitId: number) =>
    call(limitRoutes.deleteGeneralLimit, { params: { id: limitId }, query: { confirmPropagation: true } }),
  );
}
