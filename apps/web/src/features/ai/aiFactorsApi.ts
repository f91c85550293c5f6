import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/ApiError.ts';

/** One feature's contribution to an AI risk score (spec core §3, AI factor). */
const aiFactorSchema = z.object({ featureName: z.string(), featureValue: z.number() });
export type AiFactor = z.infer<typeof aiFactorSchema>;

const parseFactors = (data: unknown) => z.array(aiFactorSchema).parse(data ?? []);

/**
 * GET /ai-scores/{id}/feature-importances of a prediction. A prediction the server has no factors
 * for (404) has none to show, which the dialog says as 'No Data' rather than as a failure.
 */
export function useAiFactors(predictionId: number | null) {
  return useQuery({
    queryKey: ['ai-factors', predictionId] as const,
    enabled: predictionId !== null,
    meta: { errorsShownInline: true },
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/ai-scores/${predictionId}/feature-importances`, {
          parse: parseFactors,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}
