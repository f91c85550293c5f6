import { skipToken, useQuery } from '@tanstack/react-query';
import { predictionRoutes } from '@vigil/domain';
import { call } from '../../api/call.ts';

/** GET /ai-scores/{id}/feature-importances: what moved a prediction's risk score, the largest first. */
export function useAiFactors(predictionId: number | null) {
  return useQuery({
    queryKey: ['ai-factors', predictionId] as const,
    meta: { errorsShownInline: true },
    queryFn:
      predictionId === null
        ? skipToken
        : ({ signal }) => call(predictionRoutes.featureImportances, { params: { id: predictionId }, signal }),
  });
}

/** GET /ai-scores/{id}/certainty: the score's 95 % range and the patients its model learned from. */
export function useAiScoreCertainty(predictionId: number | null) {
  return useQuery({
    queryKey: ['ai-certainty', predictionId] as const,
    meta: { errorsShownInline: true },
    queryFn:
      predictionId === null
        ? skipToken
        : ({ signal }) => call(predictionRoutes.scoreCertainty, { params: { id: predictionId }, signal }),
  });
}
