import { z } from 'zod/mini';
import type { RouteGroup } from '../contract/route.ts';
import {
  flagText,
  idParamSchema,
  idParamsSchema,
  integerColumnMiniSchema as integerColumnSchema,
  MAX_PAGE,
  wholeNumberText,
} from '../integer-column.ts';
import { DANGER_STATUSES } from '../status/classify.ts';
import { latestAiPredictionSchema } from '../ai/freshness.ts';
import { patientReviewSchema, REVIEW_FILTERS, reviewedAnswerSchema } from './review.ts';

// zod/mini, not classic zod: the web's signed-in frame parses every list page with these before
// its first rows, and classic zod's method layer (constructed with each schema and evaluated with
// its module) was most of that chunk's evaluation (docs/decisions/web-app-delivery.md). The list's
// query and the routes its rows and dialogs call are declared here too: the frame calls them, and
// its chunk is counted in modules (apps/web/firstLoadBudget.ts).

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

/** GET /patients/status: which page of the list, sorted and filtered how. */
export const patientListQuerySchema = z.object({
  window: wholeNumberText(1, 5, 1),
  /** AI_SCORE, NAME, or a variable code (acronym) of the flavour. */
  sort: z._default(z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'Unknown sort column')), 'AI_SCORE'),
  direction: z.optional(z.enum(['asc', 'desc'])),
  filter: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  showInactive: flagText(),
  page: wholeNumberText(0, MAX_PAGE, 0),
  pageSize: wholeNumberText(1, MAX_PATIENT_PAGE_SIZE, PATIENT_PAGE_SIZE),
  /** 'new-data': only the patients with data not reviewed since it came (hasNewDataSinceReview). */
  review: z._default(z.enum(REVIEW_FILTERS, { message: 'Unknown review filter' }), 'all'),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

const tags = ['patients'];

/** The clinic decisions of the approval dialog: true approves, false refuses, null leaves it open. */
export const approvalsSchema = z.array(
  z.object({ idpatient: integerColumnSchema, approvedClinic: z.nullable(z.boolean()) }),
);

/** The answer of an action with nothing to tell: `{ message: 'Done!' }`. */
export const doneAnswerSchema = z.object({ message: z.string() });

/** The patients list and the actions its rows and dialogs offer. */
export const patientListRoutes = {
  patientList: {
    method: 'GET',
    path: '/patients/status',
    access: 'USER_RIGHTS',
    tags,
    summary: 'One page of the patients list with statuses',
    query: patientListQuerySchema,
    answer: patientListResponseSchema,
  },
  markReviewed: {
    method: 'PUT',
    path: '/patients/:id/reviewed',
    access: 'USER_RIGHTS',
    tags,
    summary:
      'Mark the patient reviewed now by the caller, for the whole care team (recorded in the audit trail)',
    params: idParamsSchema,
    answer: reviewedAnswerSchema,
  },
  setActive: {
    method: 'PUT',
    path: '/patients/:id/activate/:flag',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Activate or deactivate',
    params: z.object({ id: idParamSchema, flag: z.enum(['true', 'false']) }),
    answer: doneAnswerSchema,
  },
  approveClinics: {
    method: 'PUT',
    path: '/patients/approve-patients-clinics',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Approve or disapprove the clinic of patients',
    body: approvalsSchema,
    answer: z.object({ updated: z.number().check(z.int()) }),
  },
} as const satisfies RouteGroup;
