import { z } from 'zod/mini';
import { integerColumnMiniSchema } from '../integer-column.ts';

// zod/mini: the list rows the web's signed-in frame parses carry the mark (list.ts).

/**
 * A patient's "reviewed" mark: the latest review by anyone of the care team who sees the patient
 * (docs/decisions/patients-list.md#a-review-is-the-care-teams), with when and by whom.
 */
export const patientReviewSchema = z.object({
  /** When (ISO 8601). */
  at: z.string(),
  /** The reviewer's user id; null once the account is deleted (the name stays). */
  iduser: z.nullable(integerColumnMiniSchema),
  /** The reviewer's name as it was at the review. */
  name: z.string(),
});
export type PatientReview = z.infer<typeof patientReviewSchema>;

/**
 * True when the patient has data the care team has not reviewed: an entry (a night or a value
 * from the phone) later than the latest review, or any entry and no review yet. The list's
 * filter and sort "not reviewed since new data" are this rule in SQL (list.ts, its query).
 */
export function hasNewDataSinceReview(
  lastEntryAt: string | Date | null,
  reviewedAt: string | Date | null,
): boolean {
  if (lastEntryAt === null) return false;
  if (reviewedAt === null) return true;
  return new Date(lastEntryAt).getTime() > new Date(reviewedAt).getTime();
}

/** The list's review filter: every patient, or only those with data not reviewed since it came. */
export const REVIEW_FILTERS = ['all', 'new-data'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The answer of PUT /patients/{id}/reviewed. */
export const reviewedAnswerSchema = z.object({ reviewed: patientReviewSchema });
