import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { limitSchema, type Limit, type LimitForm } from '@vigil/domain';
import { z } from 'zod';
import { api, ignoreAnswer } from '../../api/client.ts';

export const limitKeys = {
  all: ['limits'] as const,
  general: () => [...limitKeys.all, 'general'] as const,
  patients: () => [...limitKeys.all, 'patients'] as const,
  inForce: (patientId: number, variableId: number) =>
    [...limitKeys.all, 'in-force', patientId, variableId] as const,
};

const parseLimit = (data: unknown) => limitSchema.parse(data);
const parseLimits = (data: unknown) => z.array(limitSchema).parse(data);
const inline = { errorsShownInline: true } as const;

/** GET /patients/{id}/variables/{varId}/limit: the patient's own limit, else the general one, else null. */
export function useLimitInForce(patientId: number, variableId: number) {
  return useQuery({
    queryKey: limitKeys.inForce(patientId, variableId),
    meta: inline,
    queryFn: ({ signal }) =>
      api.get(`/patients/${patientId}/variables/${variableId}/limit`, {
        parse: (data) => limitSchema.nullable().parse(data),
        signal,
      }),
  });
}

export function useGeneralLimits() {
  return useQuery({
    queryKey: limitKeys.general(),
    meta: inline,
    queryFn: ({ signal }) => api.get('/limitsgeneral', { parse: parseLimits, signal }),
  });
}

/** GET /limitsuser: the own limits of the patients in the caller's scope. */
export function usePatientLimits() {
  return useQuery({
    queryKey: limitKeys.patients(),
    meta: inline,
    queryFn: ({ signal }) => api.get('/limitsuser', { parse: parseLimits, signal }),
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
    const path = `/patients/${patientId}/variables/${variableId}/limitsuser`;
    return method === 'POST'
      ? api.post(path, { parse: parseLimit, body })
      : api.put(path, { parse: parseLimit, body });
  });
}

export function useDeletePatientLimit() {
  return useLimitMutation((limitId: number) => api.delete(`/limitsuser/${limitId}`, { parse: ignoreAnswer }));
}

/** POST or PUT /limitsgeneral; the body carries confirmPropagation, asked for by the dialog. */
export function useSaveGeneralLimit() {
  return useLimitMutation((body: LimitForm): Promise<Limit> =>
    body.idlimits == null
      ? api.post('/limitsgeneral', { parse: parseLimit, body })
      : api.put('/limitsgeneral', { parse: parseLimit, body }),
  );
}

export function useDeleteGeneralLimit() {
  return useLimitMutation((limitId: number) =>
    api.delete(`/limitsgeneral/${limitId}`, {
      parse: ignoreAnswer,
      query: new URLSearchParams({ confirmPropagation: 'true' }),
    }),
  );
}
