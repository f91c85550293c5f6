import { decimalText, MAX_PAGE } from '../ids.ts';
import { z } from 'zod';
import { DANGER_STATUSES } from '../status/classify.ts';
import { integerColumnSchema } from '../ids.ts';
import { latestAiPredictionSchema } from '../ai/freshness.ts';
import { patientReviewSchema, REVIEW_FILTERS } from './review.ts';

export const PATIENT_PAGE_SIZE = 100;
export const MAX_PATIENT_PAGE_SIZE = 500;
export const VARIABLE_WINDOWS = [1, 2, 3, 4, 5] as const;
export const MAX_VARIABLES_PER_WINDOW = 10;

/**
 * Sort keys of the patients list besides a variable code: AI score (the default), name, and
 * REVIEW: patients with data not reviewed since it came first (hasNewDataSinceReview).
 */
export const PATIENT_SORT_KEYS = ['AI_SCORE', 'NAME', 'REVIEW'] as const;

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
  variableValue: z.number().nullable(),
  variableValueFull: z.number().nullable(),
  daysSince: integerColumnSchema.nullable(),
  /** The limit in force, for the icon's tooltip. */
  limit: limitLevelsSchema.nullable(),
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
  dateOfBirth: z.string().nullable(),
  age: integerColumnSchema.nullable(),
  gender: z.enum(['Male', 'Female', 'Unknown']),
  language: z.string(),
  inactive: z.boolean(),
  approvedClinic: z.boolean().nullable(),
  clinicsName: z.array(z.string()),
  service: z.object({ state: z.enum(['ACTIVE', 'TRIAL', 'LEGACY', 'NONE']), until: z.string().nullable() }),
  serviceEnabled: z.boolean(),
  serviceExpiryDate: z.string().nullable(),
  serviceTrialExpiryDate: z.string().nullable(),
  daysSinceRegistration: integerColumnSchema,
  daysSinceFirstEntry: integerColumnSchema.nullable(),
  /** The latest score with its day and freshness (ai/freshness.ts). */
  latestAiPrediction: latestAiPredictionSchema.nullable(),
  /** The care team's latest review, or null when nobody has marked the patient reviewed. */
  reviewed: patientReviewSchema.nullable(),
  /** Data came after the latest review, or there is data and no review (hasNewDataSinceReview). */
  newDataSinceReview: z.boolean(),
  /** Keyed by variable id (idpatientVariables), as the spec's dangerList. */
  dangerList: z.record(z.string(), dangerEntrySchema),
});
export type PatientStatusRow = z.infer<typeof patientStatusRowSchema>;

/**
 * A list page's entry: the limit in force is the page's `limits[limitIndex]`. A page of 100 rows
 * holds some 700 entries and a handful of general limits; written into every entry they were a
 * third of the answer (docs/decisions.md, "A list page writes each limit once").
 */
export const listDangerEntrySchema = dangerEntrySchema.omit({ limit: true }).extend({
  limitIndex: integerColumnSchema.nullable(),
});
export type ListDangerEntry = z.infer<typeof listDangerEntrySchema>;

export const patientListRowSchema = patientStatusRowSchema.extend({
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
