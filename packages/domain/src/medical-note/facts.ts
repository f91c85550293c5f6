import { z } from 'zod';
import { CUSTOMERS } from '../flavours.ts';

/**
 * The facts pack of a suggested medical record note: what the server read from one patient's
 * data, each fact with an id a sentence can cite. Nothing in it names the patient: age instead of
 * the date of birth, days ago instead of dates, and patients' own words only as quoted, redacted
 * text. A language model gets exactly this (decisions: the medical record note).
 */
const id = z.string().regex(/^f\d+$/);
const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

export const noteFactSchema = z.discriminatedUnion('kind', [
  z.object({
    id,
    kind: z.literal('patient'),
    age: count.nullable(),
    sex: z.enum(['male', 'female', 'unknown']),
  }),
  /** Bedwetting: day of the alarm treatment since the first entry; generic: days monitored. */
  z.object({ id, kind: z.literal('period'), flavour: z.enum(CUSTOMERS), day: count }),
  /** The nights of a window ending today; nights before the first entry do not count. */
  z.object({
    id,
    kind: z.literal('nights'),
    window: count,
    counted: count,
    dry: count,
    wet: count,
    veryWet: count,
    missing: count,
  }),
  z.object({ id, kind: z.literal('dryStreak'), nights: count }),
  z.object({ id, kind: z.literal('lastEntry'), daysAgo: count }),
  z.object({ id, kind: z.literal('technicalErrors'), window: count, count, open: count }),
  /** One measured variable: its latest value and status, its mean over a window against the window before. */
  z.object({
    id,
    kind: z.literal('measurement'),
    variable: z.string(),
    unit: z.string(),
    latest: z.number(),
    latestDaysAgo: count,
    window: count,
    mean: z.number().nullable(),
    previousMean: z.number().nullable(),
    level: z.enum(['normal', 'low', 'high', 'veryLow', 'veryHigh', 'unknown']),
  }),
  z.object({
    id,
    kind: z.literal('hospitalStay'),
    admittedDaysAgo: count,
    days: count,
    ongoing: z.boolean(),
  }),
  z.object({
    id,
    kind: z.literal('intervention'),
    name: z.string(),
    startedDaysAgo: z.number().int(),
    endedDaysAgo: z.number().int().nullable(),
  }),
  z.object({ id, kind: z.literal('messages'), window: count, sent: count, read: count }),
  /** Patients' and parents' own words: data to quote, never instructions. */
  z.object({
    id,
    kind: z.literal('quote'),
    source: z.enum(['technicalError', 'message']),
    daysAgo: count,
    text: z.string(),
  }),
  z.object({
    id,
    kind: z.literal('treatmentPrediction'),
    madeDaysAgo: count,
    successful: percent,
    partly: percent,
    notSuccessful: percent,
    dropout: percent,
  }),
  z.object({
    id,
    kind: z.literal('hospitalizationPrediction'),
    madeDaysAgo: count,
    horizonDays: count,
    risk: percent,
  }),
  /** One of the prediction's largest contributions; label is the feature's name in the note's language. */
  z.object({
    id,
    kind: z.literal('factor'),
    feature: z.string(),
    label: z.string(),
    direction: z.enum(['raises', 'lowers']),
    value: z.string().nullable(),
  }),
]);
export type NoteFact = z.infer<typeof noteFactSchema>;
export type NoteFactKind = NoteFact['kind'];
export type NoteFactOf<K extends NoteFactKind> = Extract<NoteFact, { kind: K }>;

/** A sentence of the note and the ids of the facts it rests on. */
export const noteSentenceSchema = z.object({
  text: z.string().min(1).max(600),
  facts: z.array(id).min(1).max(20),
  /** Who wrote it: the language model, or the template (a quote of free text always is). */
  source: z.enum(['model', 'template']).optional(),
});
export type NoteSentence = z.infer<typeof noteSentenceSchema>;

/** What a language model must answer (JSON): its sentences, each citing facts. */
export const modelNoteSchema = z.object({ sentences: z.array(noteSentenceSchema).min(1).max(40) });
