import { z } from 'zod';
import { idParamsSchema, integerColumnSchema } from './ids.ts';
import {
  DEFAULT_HISTORY_DURATION,
  HISTORY_DURATIONS,
  VARIABLE_HISTORY_MESSAGES,
  type HistoryDuration,
} from './variable-history-messages.ts';

/** The first instant of a history period ending at `now`: a week back, or whole calendar months (UTC). */
export function historyPeriodStart(duration: HistoryDuration, now: Date): Date {
  const start = new Date(now.getTime());
  switch (duration) {
    case '1w':
      start.setUTCDate(start.getUTCDate() - 7);
      return start;
    case '1m':
      start.setUTCMonth(start.getUTCMonth() - 1);
      return start;
    case '3m':
      start.setUTCMonth(start.getUTCMonth() - 3);
      return start;
    case '6m':
      start.setUTCMonth(start.getUTCMonth() - 6);
      return start;
  }
}

const durationSchema = z
  .enum(HISTORY_DURATIONS, { message: VARIABLE_HISTORY_MESSAGES.duration })
  .default(DEFAULT_HISTORY_DURATION);
const acronymSchema = z
  .string({ message: VARIABLE_HISTORY_MESSAGES.acronymMissing })
  .trim()
  .min(1, VARIABLE_HISTORY_MESSAGES.acronymMissing)
  .transform((acronym) => acronym.toUpperCase());

export const historyPatientParamsSchema = idParamsSchema;

/** GET /patients/{id}/variablehistory */
export const variableHistoryQuerySchema = z.object({ time: durationSchema });

/** GET /patients/{id}/variablehistory/acronym */
export const variableHistoryAcronymQuerySchema = z.object({
  time: durationSchema,
  variableAcronym: acronymSchema,
});

/** GET /patients/{id}/variablehistory/grouped: `acronyms` is a comma-separated list. */
export const variableHistoryGroupedQuerySchema = z.object({
  time: durationSchema,
  acronyms: z
    .string({ message: VARIABLE_HISTORY_MESSAGES.acronymMissing })
    .transform((text) =>
      text
        .split(',')
        .map((acronym) => acronym.trim().toUpperCase())
        .filter((acronym) => acronym !== ''),
    )
    .refine((acronyms) => acronyms.length > 0, VARIABLE_HISTORY_MESSAGES.acronymMissing),
});

/** GET /patients/{id}/variable-values/acronym/{acronym} */
export const variableValuesParamsSchema = z.object({
  ...historyPatientParamsSchema.shape,
  acronym: acronymSchema,
});

/** One point of a variable's history. */
export const historyPointSchema = z.object({
  value: z.number().nullable(),
  /** ISO instant; a daily computed value is stamped at the start of the patient's local day. */
  timeStamp: z.string(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** A variable (docs/requirements/variables.md#variable-fields Variable) with its values in the period, oldest first. */
export const variableHistorySchema = z.object({
  idpatientVariables: integerColumnSchema,
  variableName: z.string(),
  variableNameTranslate: z.string(),
  acronyme: z.string(),
  acronymeTranslate: z.string(),
  units: z.string(),
  values: z.array(historyPointSchema),
});
export type VariableHistory = z.infer<typeof variableHistorySchema>;

/** The grouped call: each requested acronym with its history, in the order asked. */
export const groupedVariableHistorySchema = z.record(z.string(), variableHistorySchema);
export type GroupedVariableHistory = z.infer<typeof groupedVariableHistorySchema>;

/** One stored value with the spec's Variable value fields (docs/requirements/variables.md#variable-values), newest first in a list. */
export const patientVariableValueSchema = z.object({
  value: z.number().nullable(),
  timeStamp: z.string(),
  technicalError: z.boolean(),
  technicalErrorText: z.string().nullable(),
  technicalErrorFixed: z.boolean(),
  wokeUp: z.boolean().nullable(),
  selfWokeUp: z.boolean().nullable(),
  timeStampWokeUp: z.string().nullable(),
  wetSecondTime: z.boolean().nullable(),
});
export type PatientVariableValue = z.infer<typeof patientVariableValueSchema>;
