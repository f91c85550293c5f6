import { z } from 'zod';
import { noteSentenceSchema } from './facts.ts';

/**
 * GET /patients/{id}/medical-status-rapport-gpt: a draft note for staff to review (docs/requirements/ai.md#medical-record-note).
 * summary and gptresponse are HTML whose text is escaped by the server; missingDays is null when
 * the patient has no data yet ('have not started treatment yet'). Beyond the spec: the sentences
 * with the facts they cite, the facts in the reader's language, who wrote the note (the template
 * or the language model's name), why a model's draft was not used, and the facts pack's hash.
 */
export const medicalNoteSchema = z.object({
  missingDays: z.number().int().nullable(),
  summary: z.string(),
  gptresponse: z.string(),
  sentences: z.array(noteSentenceSchema),
  facts: z.array(z.object({ id: z.string(), text: z.string() })),
  writtenBy: z.string(),
  fallback: z.enum(['unavailable', 'rejected']).nullable(),
  factsHash: z.string(),
});
export type MedicalNote = z.infer<typeof medicalNoteSchema>;

/** The template writes the note when no language model is set up, or when its draft is not used. */
export const TEMPLATE_WRITER = 'template';
