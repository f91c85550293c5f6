import { useQuery } from '@tanstack/react-query';
import { aiFactorSchema } from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../api/client.ts';

const parseFactors = (data: unknown) => z.array(aiFactorSchema).parse(data ?? []);

/** GET /ai-scores/{id}/feature-importances: what moved a prediction's risk score, the largest first. */
export function useAiFactors(predictionId: number | null) {
  return useQuery({
    queryKey: ['ai-factors', predictionId] as const,
    enabled: predictionId !== null,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) =>
      api.get(`/ai-scores/${predictionId}/feature-importances`, { parse: parseFactors, signal }),
  });
}
