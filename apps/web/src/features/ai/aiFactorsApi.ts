import { useQuery } from '@tanstack/react-query';
import { aiFactorSchema, aiScoreCertaintySchema } from '@vigil/domain';
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

/** GET /ai-scores/{id}/certainty: the score's 95 % range and the patients its model learned from. */
export function useAiScoreCertainty(predictionId: number | null) {
  return useQuery({
    queryKey: ['ai-certainty', predictionId] as const,
    enabled: predictionId !== null,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) =>
      api.get(`/ai-scores/${predictionId}/certainty`, {
        parse: (data: unknown) => aiScoreCertaintySchema.parse(data),
        signal,
      }),
  });
}
