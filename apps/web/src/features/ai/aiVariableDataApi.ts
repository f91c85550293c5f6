import { useQuery } from '@tanstack/react-query';
import { predictionRoutes } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

/** GET /patients/{id}/ai-variable-data; under the patients root, so a new prediction refreshes it. */
export function useAiVariableData(patientId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...PATIENTS_QUERY_ROOT, 'ai-variable-data', patientId] as const,
    enabled,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(predictionRoutes.aiVariableData, { params: { id: patientId }, signal }),
  });
}
