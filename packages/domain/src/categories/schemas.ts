import { z } from 'zod';
import { patientStatusRowSchema, variableColumnSchema } from '../patients/list.ts';
import { categoryMessageSchema } from '../messages/category-messages.ts';
import { categoryConditionsFormSchema, categoryConditionsSchema } from './conditions.ts';
import { categoryIdentity, ruleBasedFlags } from './answers.ts';
import { OTHER_RELATIONS, OTHER_VARIABLES } from './constants.ts';
import { integerColumnSchema } from '../ids.ts';

const id = integerColumnSchema;

/** A rule-based category with its conditions (docs/requirements/categories.md#category-fields, Control categories). */
export const ruleBasedCategorySchema = z.object({
  ...categoryIdentity,
  ...ruleBasedFlags,
  /** One entry holding the five lists of conditions (docs/requirements/categories.md#category-fields). */
  conditionsInCategories: z.array(categoryConditionsSchema),
});
export type RuleBasedCategory = z.infer<typeof ruleBasedCategorySchema>;

/** POST /rule-based-categories: creates, or updates when idruleBasedCategoryUser is given. */
export const ruleBasedCategoryFormSchema = z.object({
  idruleBasedCategoryUser: id.positive().nullish(),
  categoryName: z.string().nullish(),
  conditionsInCategories: z.array(categoryConditionsFormSchema).max(5).default([]),
});
export type RuleBasedCategoryForm = z.input<typeof ruleBasedCategoryFormSchema>;

/** GET /rule-based-categories/patients/{name}/details: the category with its conditions and patients. */
export const categoryDetailsSchema = z.object({
  category: ruleBasedCategorySchema,
  patients: z.array(patientStatusRowSchema),
  variables: z.array(variableColumnSchema),
});
export type CategoryDetails = z.infer<typeof categoryDetailsSchema>;

/** DELETE /customusercategories (the id in the body; DELETE /customusercategories/{id} is the same). */
export const customUserCategoryDeleteSchema = z.object({ idcategoryuser: id });

/** GET /customusercategories-withname/patients/messages: each user list with its patients and messages. */
export const customUserCategoryWithMessagesSchema = z.object({
  ...categoryIdentity,
  numberOfPatients: integerColumnSchema,
  patients: z.array(z.object({ idpatient: id, fullName: z.string() })),
  /** The list's current category messages, one per language. */
  categoryMessages: z.array(categoryMessageSchema),
});
export type CustomUserCategoryWithMessages = z.infer<typeof customUserCategoryWithMessagesSchema>;

/** GET /icdcodes?search=: diagnosis codes by code or words of the description. */
export const icdSearchQuerySchema = z.object({ search: z.string().trim().max(100).default('') });

/** GET /physicians. */
export const physicianSchema = z.object({
  idphysician: id,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
});
export type Physician = z.infer<typeof physicianSchema>;

/** GET /othervariables: each other-condition variable, its operators, and its choices where it has them. */
export const otherVariableSchema = z.object({
  otherVariable: z.enum(OTHER_VARIABLES),
  relations: z.array(z.enum(OTHER_RELATIONS)),
  valueType: z.enum(['date', 'days', 'gender', 'clinic', 'alarmType', 'physician']),
  /** The values to choose from (gender, clinic, alarm type, physician); null for a typed value. */
  values: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
});
export type OtherVariableOption = z.infer<typeof otherVariableSchema>;
