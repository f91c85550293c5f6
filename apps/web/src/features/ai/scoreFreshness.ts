import type { AiScoreStale, LatestAiPrediction } from '@vigil/domain';
import type { TFunction } from 'i18next';

/** "Score for 2026-11-27": the day a score is for, in the project's YYYY-MM-DD form. */
export function scoreDayText(t: TFunction, prediction: Pick<LatestAiPrediction, 'asOf'>): string {
  return t('ai.score.forDay', { date: prediction.asOf });
}

/** Why a score is stale ("no entries for 42 days"), by the domain's rule (aiScoreStaleness). */
export function staleText(t: TFunction, stale: AiScoreStale): string {
  return stale.reason === 'noEntries'
    ? t('ai.score.staleNoEntries', { count: stale.days })
    : t('ai.score.staleOld', { count: stale.days });
}

/** What a score's tooltip and accessible name add to it: why it is stale, and its day. */
export function scoreFreshnessText(t: TFunction, prediction: LatestAiPrediction): string {
  const day = scoreDayText(t, prediction);
  return prediction.stale ? `${staleText(t, prediction.stale)} · ${day}` : day;
}
