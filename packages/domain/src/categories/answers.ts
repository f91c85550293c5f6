import { z } from 'zod/mini';
import type { RouteGroup } from '../contract/route.ts';
import {
  decimalText,
  flagText,
  idParamSchema,
  idParamsSchema,
  INTEGER_COLUMN_MAX,
  integerColumnMiniSchema as integerColumnSchema,
  MAX_PAGE,
  wholeNumberText,
} from '../integer-column.ts';
import { patientStatusRowSchema, variableColumnSchema } from '../patients/list.ts';
import { ALERT_SHARABLE_TYPE, CATEGORY_PANEL_PAGE_SIZE, CATEGORY_TYPES } from './constants.ts';

// The category answers the web's signed-in frame reads (the top bar's ALERTS and discharge
// counts, the list page's panels and user lists), in zod/mini as patients/list.ts is, with the
// queries and routes of those calls (a declaration brings its schemas into the frame's chunk,
// which is counted in modules: apps/web/firstLoadBudget.ts); the forms and the other pages'
// answers are in schemas.ts, in classic zod.

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

const variablePage = () => wholeNumberText(1, 5, 1);

/** Which page of a category's patients, with the columns of which variable page. */
export const categoryPatientsQuerySchema = z.object({
  window: variablePage(),
  page: wholeNumberText(0, MAX_PAGE, 0),
  pageSize: wholeNumberText(1, 500, CATEGORY_PANEL_PAGE_SIZE),
});
export type CategoryPatientsQuery = z.infer<typeof categoryPatientsQuerySchema>;

/** GET /rule-based-categories/patients/{name}?withIcon: the named category's patients. */
export const categoryByNameQuerySchema = z.object({ withIcon: flagText(), window: variablePage() });

/**
 * Which of the ALERTS patients, highest AI risk first: every one without a pageSize (the spec's
 * call), else that page. The top bar asks for the count with the first page only.
 */
export const alertPatientsQuerySchema = z.object({
  page: wholeNumberText(0, MAX_PAGE, 0),
  pageSize: decimalText(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)))),
});
export type AlertPatientsQuery = z.infer<typeof alertPatientsQuerySchema>;

export const customUserCategoryQuerySchema = z.object({ window: variablePage() });

/** POST /customusercategories. */
export const customUserCategoryFormSchema = z.object({ categoryName: z.nullish(z.string()) });
export type CustomUserCategoryForm = z.input<typeof customUserCategoryFormSchema>;

const tags = ['categories'];
const user = 'USER_RIGHTS';
// A list id may be −1 ('All Patients'), which the services refuse with a message of their own.
const listId = decimalText(z.coerce.number().check(z.int(), z.minimum(-1), z.maximum(INTEGER_COLUMN_MAX)));
const listPatientParams = z.object({ id: listId, patientId: idParamSchema });

/** A category named in the path (Discharge<30, the other categories a flavour looks for). */
export const categoryNameParamsSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The category panels, the caller's own lists and ALERTS. */
export const categoryPanelRoutes = {
  categoryPanels: {
    method: 'GET',
    path: '/rule-based-categories/patients',
    access: user,
    tags,
    summary: 'The category panels in the caller’s order, with how many patients each holds',
    answer: z.array(categoryPanelSchema),
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/rule-based-categories/:id',
    access: user,
    tags,
    summary: 'Delete a rule-based category',
    params: idParamsSchema,
    status: 204,
    answer: z.null(),
  },
  alertPatients: {
    method: 'GET',
    path: '/rule-based-categories/alert/patients',
    access: user,
    tags,
    summary: 'The ALERTS count and its patients, highest AI risk first (all, or one page with pageSize)',
    query: alertPatientsQuerySchema,
    answer: alertPatientsSchema,
  },
  categoryPatientsByName: {
    method: 'GET',
    path: '/rule-based-categories/patients/:name',
    access: user,
    tags,
    summary: 'Every patient of the named category (withIcon: with the status columns of a variable page)',
    params: categoryNameParamsSchema,
    query: categoryByNameQuerySchema,
    answer: categoryPatientsSchema,
  },
  categoryPatients: {
    method: 'GET',
    path: '/rule-based-categories/:id/patients',
    access: user,
    tags,
    summary: 'One page of a category’s patients (6 by default, as a panel shows them)',
    params: idParamsSchema,
    query: categoryPatientsQuerySchema,
    answer: categoryPatientsSchema,
  },
  panelOrder: {
    method: 'GET',
    path: '/rulebasedcategoryuserpriorities',
    access: user,
    tags,
    summary: 'The caller’s order of the category panels',
    answer: categoryPrioritiesSchema,
  },
  savePanelOrder: {
    method: 'POST',
    path: '/rulebasedcategoryuserpriorities',
    access: user,
    tags,
    summary: 'Replace the caller’s order of the category panels',
    body: categoryPrioritiesSchema,
    answer: categoryPrioritiesSchema,
  },
  userLists: {
    method: 'GET',
    path: '/customusercategories',
    access: user,
    tags,
    summary: 'The caller’s own patient lists with their patients',
    query: customUserCategoryQuerySchema,
    answer: z.array(customUserCategorySchema),
  },
  userListNames: {
    method: 'GET',
    path: '/customusercategories/nopatients',
    access: user,
    tags,
    summary: '‘All Patients’ (−1) and the caller’s lists, without their patients',
    answer: z.array(customUserCategoryNameSchema),
  },
  createUserList: {
    method: 'POST',
    path: '/customusercategories',
    access: user,
    tags,
    summary: 'Create a patient list of the caller’s',
    body: customUserCategoryFormSchema,
    answer: customUserCategoryNameSchema,
  },
  deleteUserList: {
    method: 'DELETE',
    path: '/customusercategories/:id',
    access: user,
    tags,
    summary: 'Delete one of the caller’s lists',
    params: z.object({ id: listId }),
    status: 204,
    answer: z.null(),
  },
  addToUserList: {
    method: 'PUT',
    path: '/customusercategories/:id/patients/:patientId',
    access: user,
    tags,
    summary: 'Add a patient to one of the caller’s lists',
    params: listPatientParams,
    status: 204,
    answer: z.null(),
  },
  removeFromUserList: {
    method: 'DELETE',
    path: '/customusercategories/:id/patients/:patientId',
    access: user,
    tags,
    summary: 'Take a patient off one of the caller’s lists',
    params: listPatientParams,
    status: 204,
    answer: z.null(),
  },
} as const satisfies RouteGroup;
