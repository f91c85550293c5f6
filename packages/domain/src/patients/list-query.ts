import { z } from 'zod';
import { decimalText, MAX_PAGE } from '../ids.ts';
import { MAX_PATIENT_PAGE_SIZE, PATIENT_PAGE_SIZE } from './list.ts';
import { REVIEW_FILTERS } from './review.ts';

// Classic zod, apart from list.ts: only the server reads the list's query, and list.ts's answer
// schemas are written in zod/mini for the web's signed-in frame (see there).

export const patientListQuerySchema = z.object({
  window: decimalText(z.coerce.number().int().min(1).max(5).default(1)),
  /** AI_SCORE, NAME, or a variable code (acronym) of the flavour. */
  sort: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'Unknown sort column')
    .default('AI_SCORE'),
  direction: z.enum(['asc', 'desc']).optional(),
  filter: z.string().trim().max(100).default(''),
  showInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: decimalText(z.coerce.number().int().min(0).max(MAX_PAGE).default(0)),
  pageSize: decimalText(z.coerce.number().int().min(1).max(MAX_PATIENT_PAGE_SIZE).default(PATIENT_PAGE_SIZE)),
  /** 'new-data': only the patients with data not reviewed since it came (hasNewDataSinceReview). */
  review: z.enum(REVIEW_FILTERS, { message: 'Unknown review filter' }).default('all'),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;
