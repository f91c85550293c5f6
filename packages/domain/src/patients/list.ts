import { z } from 'zod/mini';
import { integerColumnMiniSchema as integerColumnSchema } from '../integer-column.ts';
import { DANGER_STATUSES } from '../status/classify.ts';
import { latestAiPredictionSchema } from '../ai/freshness.ts';
import { patientReviewSchema } from './review.ts';

// zod/mini, not classic zod: the web's signed-in frame parses every list page with these before
// its first rows, and classic zod's method layer (constructed with each schema and evaluated with
// its module) was most of that chunk's evaluation (docs/decisions/web-app-delivery.md). The
// query the server reads is in list-query.ts, in classic zod.

export const PATIENT_PAGE_SIZE = 100;
export const MAX_PATIENT_PAGE_SIZE = 500;
export const VARIABLE_WINDOWS = [1, 2, 3, 4, 5] as const;
export const MAX_VARIABLES_PER_WINDOW = 10;

/**
 * Sort keys of the patients list besides a variable code: AI score (the default), name, and
 * REVIEW: patients with data not reviewed since it came first (hasNewDataSinceReview).
 */
export const PATIENT_SORT_KEYS = ['AI_SCORE', 'NAME', 'REVIEW'] as const;

/** The six levels of a limit, as a status icon's tooltip shows them. */
export const limitLevelsSchema = z.object({
  alertLow: z.number(),
  abnormalLow: z.number(),
  lowerLimitNormal: z.number(),
  upperLimitNormal: z.number(),
  abnormalHigh: z.number(),
  alertHigh: z.number(),
});

/** One variable's status for one patient (the spec's dangerList entry). */
export const dangerEntrySchema = z.object({
  status: z.enum(DANGER_STATUSES),
  isPatientLimit: z.boolean(),
  variableValue: z.nullable(z.number()),
  variableValueFull: z.nullable(z.number()),
  daysSince: z.nullable(integerColumnSchema),
  /** The limit in force, for the icon's tooltip. */
  limit: z.nullable(limitLevelsSchema),
});
export type DangerEntry = z.infer<typeof dangerEntrySchema>;

export const variableColumnSchema = z.object({
  idpatientVariables: integerColumnSchema,
  /** The code: stable in every language, the sort key and the id in URLs. */
  acronyme: z.string(),
  /** The column heading in the caller's language. */
  acronymeTranslate: z.string(),
  variableName: z.string(),
  units: z.string(),
  priority: integerColumnSchema,
});
export type VariableColumn = z.infer<typeof variableColumnSchema>;

export const patientStatusRowSchema = z.object({
  idpatient: integerColumnSchema,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  dateOfBirth: z.nullable(z.string()),
  age: z.nullable(integerColumnSchema),
  gender: z.enum(['Male', 'Female', 'Unknown']),
  language: z.string(),
  inactive: z.boolean(),
  approvedClinic: z.nullable(z.boolean()),
  clinicsName: z.array(z.string()),
  service: z.object({ state: z.enum(['ACTIVE', 'TRIAL', 'LEGACY', 'NONE']), until: z.nullable(z.string()) }),
  serviceEnabled: z.boolean(),
  serviceExpiryDate: z.nullable(z.string()),
  serviceTrialExpiryDate: z.nullable(z.string()),
  daysSinceRegistration: integerColumnSchema,
  daysSinceFirstEntry: z.nullable(integerColumnSchema),
  /** The latest score with its day and freshness (ai/freshness.ts). */
  latestAiPrediction: z.nullable(latestAiPredictionSchema),
  /** The care team's latest review, or null when nobody has marked the patient reviewed. */
  reviewed: z.nullable(patientReviewSchema),
  /** Data came after the latest review, or there is data and no review (hasNewDataSinceReview). */
  newDataSinceReview: z.boolean(),
  /** Keyed by variable id (idpatientVariables), as the spec's dangerList. */
  dangerList: z.record(z.string(), dangerEntrySchema),
});
export type PatientStatusRow = z.infer<typeof patientStatusRowSchema>;

/**
 * A list page's entry: the limit in force is the page's `limits[limitIndex]`. A page of 100 rows
 * holds some 700 entries and a handful of general limits; written into every entry they were a
 * third of the answer (docs/decisions/patients-list.md#a-list-page-writes-each-limit-once).
 */
export const listDangerEntrySchema = z.extend(z.omit(dangerEntrySchema, { limit: true }), {
  limitIndex: z.nullable(integerColumnSchema),
});
export type ListDangerEntry = z.infer<typeof listDangerEntrySchema>;

export const patientListRowSchema = z.extend(patientStatusRowSchema, {
  dangerList: z.record(z.string(), listDangerEntrySchema),
});
export type PatientListRow = z.infer<typeof patientListRowSchema>;

export const patientListResponseSchema = z.object({
  patients: z.array(patientListRowSchema),
  total: integerColumnSchema,
  page: integerColumnSchema,
  pageSize: integerColumnSchema,
  variables: z.array(variableColumnSchema),
  /** True when some patient in scope still waits for the clinic's approval (the approval dialog). */
  pendingApproval: z.boolean(),
  /** The limits the page's entries name by `limitIndex`, each once. */
  limits: z.array(limitLevelsSchema),
});
export type PatientListResponse = z.infer<typeof patientListResponseSchema>;
