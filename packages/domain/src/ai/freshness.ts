import { z } from 'zod/mini';
import { integerColumnMiniSchema as integerColumnSchema } from '../integer-column.ts';
import { daysBetween } from '../mobile/local-time.ts';

/**
 * A score is stale after this many days without an entry of the patient, or when it was made for
 * a day this many days or more before today (docs/decisions/ai.md#when-an-ai-score-is-stale-issue-37).
 */
export const AI_SCORE_STALE_AFTER_DAYS = 14;

/** Why a score is stale: the patient recorded nothing for `days` days, or the score is `days` days old. */
export const aiScoreStaleSchema = z.object({
  reason: z.enum(['noEntries', 'old']),
  days: integerColumnSchema,
});
export type AiScoreStale = z.infer<typeof aiScoreStaleSchema>;

/** What the list row and patient details say of the patient's latest prediction. */
export const latestAiPredictionSchema = z.object({
  idaiPredictions: integerColumnSchema,
  riskScore: z.nullable(z.number()),
  riskScoreRank: z.nullable(integerColumnSchema),
  /** The day the score is for (YYYY-MM-DD): it saw only data recorded before it. */
  asOf: z.string(),
  /** When the score was made (ISO time). */
  madeAt: z.string(),
  /** Null while the score is current; otherwise why it is not (never shown as a current score). */
  stale: z.nullable(aiScoreStaleSchema),
});
export type LatestAiPrediction = z.infer<typeof latestAiPredictionSchema>;

/**
 * The one stale rule: a score is stale when the patient's last entry is more than
 * AI_SCORE_STALE_AFTER_DAYS days before today (the score describes someone who stopped recording:
 * a finding in its own right), or else when the score was made for a day more than that many
 * days ago (the daily run left the patient out). Days are calendar days (YYYY-MM-DD, UTC).
 * `lastEntryOn` is null when the patient's last entry is not known: only the score's age counts.
 */
export function aiScoreStaleness({
  asOf,
  lastEntryOn,
  today,
}: {
  asOf: string;
  lastEntryOn: string | null;
  today: string;
}): AiScoreStale | null {
  if (lastEntryOn !== null) {
    const silent = daysBetween(lastEntryOn, today);
    if (silent > AI_SCORE_STALE_AFTER_DAYS) return { reason: 'noEntries', days: silent };
  }
  const age = daysBetween(asOf, today);
  return age > AI_SCORE_STALE_AFTER_DAYS ? { reason: 'old', days: age } : null;
}
