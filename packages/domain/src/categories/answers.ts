import { z } from 'zod/mini';
import { integerColumnMiniSchema as integerColumnSchema } from '../integer-column.ts';
import { patientStatusRowSchema, variableColumnSchema } from '../patients/list.ts';
import { ALERT_SHARABLE_TYPE, CATEGORY_TYPES } from './constants.ts';

// The category answers the web's signed-in frame reads (the top bar's ALERTS and discharge
// counts, the list page's panels and user lists), in zod/mini as patients/list.ts is; the forms,
// queries and the other pages' answers are in schemas.ts, in classic zod.

const id = integerColumnSchema;

/** What every category answer carries: rule-based categories name idruleBasedCategoryUser, user lists idcategoryuser. */
export const categoryIdentity = {
  /** idruleBasedCategoryUser or idcategoryuser, whichever the category has. */
  categoryId: id,
  idruleBasedCategoryUser: z.nullable(id),
  idcategoryuser: z.nullable(id),
  categoryName: z.string(),
  /** The name in the caller's language (Control admin → Categories), else categoryName. */
  categoryNameTranslated: z.string(),
  categoryType: z.enum(CATEGORY_TYPES),
};

export const ruleBasedFlags = {
  sharableType: z.nullable(z.literal(ALERT_SHARABLE_TYPE)),
  isPremiumFeature: z.boolean(),
  isSuggested: z.boolean(),
  /** Shared with everyone (made by an admin) rather than the caller's own. */
  isShared: z.boolean(),
  /** The caller may edit and delete it (owner; admin for shared; product admin for premium). */
  canEdit: z.boolean(),
};

/** One panel of the Categories page, in the caller's order, with how many patients it holds. */
export const categoryPanelSchema = z.object({
  ...categoryIdentity,
  ...ruleBasedFlags,
  /** The caller's order of the panel (lower first); null until they reorder. */
  priority: z.nullable(integerColumnSchema),
  numberOfPatients: integerColumnSchema,
});
export type CategoryPanel = z.infer<typeof categoryPanelSchema>;

/**
 * A patient's latest acknowledged alert as the ALERTS dialog and an alert category's panel show
 * it: by whom and when, the comment and snooze, and whether it still holds (no snooze ended, no
 * data since: acknowledgementHolds).
 */
export const shownAcknowledgementSchema = z.object({
  /** When (ISO 8601). */
  at: z.string(),
  /** The acknowledger's name as it was then. */
  name: z.string(),
  comment: z.nullable(z.string()),
  snoozeUntil: z.nullable(z.string()),
  holds: z.boolean(),
});
export type ShownAcknowledgement = z.infer<typeof shownAcknowledgementSchema>;

/** An acknowledgement beside a patient of an alert category's page. */
export const categoryAcknowledgementSchema = z.object({ idpatient: id, ...shownAcknowledgementSchema.shape });
export type CategoryAcknowledgement = z.infer<typeof categoryAcknowledgementSchema>;

/** One page of a category's patients, as rows of the patients list (same icons). */
export const categoryPatientsSchema = z.object({
  category: categoryPanelSchema,
  patients: z.array(patientStatusRowSchema),
  total: integerColumnSchema,
  page: integerColumnSchema,
  pageSize: integerColumnSchema,
  variables: z.array(variableColumnSchema),
  /** Alert categories: the latest acknowledgement of each patient of the page that has one. */
  acknowledgements: z.optional(z.array(categoryAcknowledgementSchema)),
});
export type CategoryPatients = z.infer<typeof categoryPatientsSchema>;

/** A patient in one or more alert categories (the ALERTS dialog). */
export const alertPatientSchema = z.object({
  idpatient: id,
  fullName: z.string(),
  /** Names (translated) of the alert categories the patient is in. */
  categoryNames: z.array(z.string()),
  riskScore: z.nullable(z.number()),
  /** The latest acknowledgement of the patient's alert in any of those categories, or null. */
  acknowledged: z.nullable(shownAcknowledgementSchema),
});

/** GET /rule-based-categories/alert/patients: the ALERTS count and its patients (all, or one page). */
export const alertPatientsSchema = z.object({
  count: integerColumnSchema,
  patients: z.array(alertPatientSchema),
});
export type AlertPatients = z.infer<typeof alertPatientsSchema>;

/** A user's own list of patients (custom user category) with its patients' rows. */
export const customUserCategorySchema = z.object({
  ...categoryIdentity,
  numberOfPatients: integerColumnSchema,
  categoryPatientList: z.array(patientStatusRowSchema),
  variables: z.array(variableColumnSchema),
});
export type CustomUserCategory = z.infer<typeof customUserCategorySchema>;

/** A user list without its patients (GET /customusercategories/nopatients); 'All Patients' is id −1. */
export const customUserCategoryNameSchema = z.object({
  ...categoryIdentity,
  numberOfPatients: integerColumnSchema,
});
export type CustomUserCategoryName = z.infer<typeof customUserCategoryNameSchema>;

/** The caller's order of the category panels (GET and POST /rulebasedcategoryuserpriorities). */
export const categoryPrioritySchema = z.object({
  idruleBasedCategoryUser: id,
  priority: integerColumnSchema.check(z.minimum(0), z.maximum(10_000)),
});
export type CategoryPriority = z.infer<typeof categoryPrioritySchema>;
export const categoryPrioritiesSchema = z.array(categoryPrioritySchema).check(z.maxLength(1000));
