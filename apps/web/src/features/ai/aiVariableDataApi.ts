import { useQuery } from '@tanstack/react-query';
import { aiVariableDataSchema } from '@vigil/domain';
import { api } from '../../api/client.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

const parse = (data: unknown) => aiVariableDataSchema.parse(data);

/** GET /patients/{id}/ai-variable-data; under the patients root, so a new prediction refreshes it. */
export function useAiVariableData(patientId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...PATIENTS_QUERY_ROOT, 'ai-variable-data', patientId] as const,
    enabled,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get(`/patients/${patientId}/ai-variable-data`, { parse, signal }),
  });
}
