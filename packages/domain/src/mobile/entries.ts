import { z } from 'zod';
import { NIGHT_VALUES } from '../nights/calendar.ts';
import { isCalendarDate } from '../interventions/patient-interventions.ts';
import { localDate, nightOfInstant } from './local-time.ts';
import { MOBILE_LIMITS, MOBILE_MESSAGES } from './messages.ts';
import { integerColumnSchema } from '../ids.ts';

const night = z.string({ error: MOBILE_MESSAGES.night }).refine(isCalendarDate, MOBILE_MESSAGES.night);
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const flag = (message: string) => z.boolean({ error: message });
const batch = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: MOBILE_MESSAGES.batch })
    .min(1, MOBILE_MESSAGES.batch)
    .max(MOBILE_LIMITS.maxBatch, MOBILE_MESSAGES.batch);

/**
 * One night as the family records it in the morning (docs/requirements/variables.md#variable-values Variable value, docs/requirements/patients.md#nights Day wetting
 * value). `correction: true` replaces an entry already stored for that night; the old one is kept
 * in the history.
 */
const entryFields = z.object({
  night,
  value: z.union(
    NIGHT_VALUES.map((value) => z.literal(value)),
    { error: MOBILE_MESSAGES.value },
  ),
  wokeUp: flag(MOBILE_MESSAGES.wokeUp),
  selfWokeUp: flag(MOBILE_MESSAGES.selfWokeUp),
  timeStampWokeUp: instant(MOBILE_MESSAGES.timeStampWokeUp).nullable().default(null),
  wetSecondTime: flag(MOBILE_MESSAGES.wetSecondTime),
  correction: flag(MOBILE_MESSAGES.correction).default(false),
});

export const nightlyEntryInputSchema = entryFields.superRefine(refineEntry);

/**
 * PUT /mobile/nightly-entries/{night}: the night is in the path and it is always a correction;
 * the rules between fields are checked on the whole entry (nightlyEntryInputSchema).
 */
export const nightlyEntryCorrectionSchema = entryFields.omit({ night: true, correction: true });
export type NightlyEntryInput = z.infer<typeof nightlyEntryInputSchema>;

/** POST /mobile/nightly-entries: one night or many (a phone that was offline sends them together). */
export const nightlyEntryBatchSchema = z.object({ entries: batch(nightlyEntryInputSchema) });
export type NightlyEntryBatch = z.infer<typeof nightlyEntryBatchSchema>;

function refineEntry(entry: Omit<NightlyEntryInput, 'correction'>, context: z.RefinementCtx): void {
  const problem = entryShapeProblem(entry);
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

/** The rules between the fields of one entry, which need no time zone. */
function entryShapeProblem(entry: Omit<NightlyEntryInput, 'correction'>): string | null {
  if (entry.selfWokeUp && !entry.wokeUp) return MOBILE_MESSAGES.selfWokeUpWithoutWokeUp(entry.night);
  if (entry.timeStampWokeUp !== null && !entry.wokeUp)
    return MOBILE_MESSAGES.wokeUpTimeWithoutWokeUp(entry.night);
  if (entry.wetSecondTime && entry.value === 0) return MOBILE_MESSAGES.wetSecondTimeOnDry(entry.night);
  return null;
}

/**
 * What the patient's time zone refuses in an entry: a night that has not come yet (the night
 * ending this morning may be recorded), a wake-up time outside the night or in the future.
 */
export function nightlyEntryTimeProblem(
  entry: Pick<NightlyEntryInput, 'night' | 'timeStampWokeUp'>,
  timeZone: string,
  now: Date,
): string | null {
  if (entry.night > localDate(now, timeZone)) return MOBILE_MESSAGES.futureNight(entry.night, timeZone);
  if (entry.timeStampWokeUp !== null) {
    return instantProblem('timeStampWokeUp', entry.timeStampWokeUp, entry.night, timeZone, now);
  }
  return null;
}

function instantProblem(field: string, text: string, ofNight: string, timeZone: string, now: Date) {
  const instant = new Date(text);
  if (instant.getTime() > now.getTime() + MOBILE_LIMITS.clockSkewMs)
    return MOBILE_MESSAGES.futureInstant(field, text);
  if (nightOfInstant(instant, timeZone) !== ofNight) return MOBILE_MESSAGES.outsideNight(field, ofNight);
  return null;
}

/** Nights that occur more than once in a batch (each night is recorded once per request). */
export function repeatedNight(items: readonly { night: string }[]): string | null {
  const seen = new Set<string>();
  for (const { night: date } of items) {
    if (seen.has(date)) return date;
    seen.add(date);
  }
  return null;
}

export const ENTRY_OUTCOMES = ['created', 'corrected', 'unchanged'] as const;

/** A stored night as the phone reads it back. */
export const storedNightlyEntrySchema = z.object({
  id: integerColumnSchema,
  night: z.string(),
  value: integerColumnSchema.nullable(),
  wokeUp: z.boolean().nullable(),
  selfWokeUp: z.boolean().nullable(),
  timeStampWokeUp: z.string().nullable(),
  wetSecondTime: z.boolean().nullable(),
  source: z.string(),
  recordedAt: z.string(),
  /** The entry replaced an earlier one for the same night. */
  corrected: z.boolean(),
});
export type StoredNightlyEntry = z.infer<typeof storedNightlyEntrySchema>;

export const nightlyEntryBatchResultSchema = z.object({
  entries: z.array(storedNightlyEntrySchema.extend({ outcome: z.enum(ENTRY_OUTCOMES) })),
});
export type NightlyEntryBatchResult = z.infer<typeof nightlyEntryBatchResultSchema>;

/** GET /mobile/nightly-entries?from&to: the current entry of each night, the last 60 nights by default. */
export const nightlyEntryRangeSchema = z
  .object({ from: night.optional(), to: night.optional() })
  .refine(
    ({ from, to }) =>
      !from ||
      !to ||
      (from <= to && Date.parse(to) - Date.parse(from) <= MOBILE_LIMITS.maxReadDays * 86_400_000),
    MOBILE_MESSAGES.readRange,
  );

export const nightlyEntryListSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(storedNightlyEntrySchema),
});

/** A technical alarm error the phone reports (docs/requirements/variables.md#variable-values: technicalError, technicalErrorText). */
export const technicalErrorReportSchema = z.object({
  night,
  occurredAt: instant(MOBILE_MESSAGES.occurredAt),
  text: z
    .string({ error: MOBILE_MESSAGES.errorText })
    .trim()
    .min(1, MOBILE_MESSAGES.errorText)
    .max(MOBILE_LIMITS.maxTextLength, MOBILE_MESSAGES.errorText),
});
export type TechnicalErrorReport = z.infer<typeof technicalErrorReportSchema>;

export const technicalErrorBatchSchema = z.object({ errors: batch(technicalErrorReportSchema) });
export type TechnicalErrorBatch = z.infer<typeof technicalErrorBatchSchema>;

/** The time-zone rules of a technical error: its night has come, and it happened in that night. */
export function technicalErrorTimeProblem(
  report: TechnicalErrorReport,
  timeZone: string,
  now: Date,
): string | null {
  if (report.night > localDate(now, timeZone)) return MOBILE_MESSAGES.futureNight(report.night, timeZone);
  return instantProblem('occurredAt', report.occurredAt, report.night, timeZone, now);
}

export const technicalErrorBatchResultSchema = z.object({
  errors: z.array(
    z.object({
      id: integerColumnSchema,
      night: z.string(),
      occurredAt: z.string(),
      text: z.string(),
      fixed: z.boolean(),
      /** 'unchanged': the same error (night, time and text) was already stored. */
      outcome: z.enum(['created', 'unchanged']),
    }),
  ),
});
export type TechnicalErrorBatchResult = z.infer<typeof technicalErrorBatchResultSchema>;
