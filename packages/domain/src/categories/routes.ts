import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamSchema, idParamsSchema } from '../integer-column.ts';
import { acknowledgeAlertSchema, acknowledgedAnswerSchema } from './acknowledgement.ts';
import { categoryLanguageFormSchema, categoryLanguageSchema } from './category-language.ts';
import { icdCodeSchema } from './conditions.ts';
import { categoryByNameQuerySchema, categoryNameParamsSchema } from './answers.ts';
import {
  categoryDetailsSchema,
  customUserCategoryDeleteSchema,
  customUserCategoryWithMessagesSchema,
  icdSearchQuerySchema,
  otherVariableSchema,
  physicianSchema,
  ruleBasedCategoryFormSchema,
  ruleBasedCategorySchema,
} from './schemas.ts';

const tags = ['categories'];
const user = 'USER_RIGHTS';
// Control admin → Categories (docs/requirements/administration.md#category-language): the product admin's.
const productAdmin = 'APPADMIN_RIGHTS';
const switchParams = z.object({
  id: idParamSchema,
  flag: z.enum(['true', 'false']).transform((flag) => flag === 'true'),
});
const categorySwitch = (path: string, summary: string) =>
  ({
    method: 'POST',
    path: `/app-admin/rule-based-categories/:id/${path}/:flag`,
    access: productAdmin,
    tags,
    summary,
    params: switchParams,
    answer: ruleBasedCategorySchema,
  }) as const;

/** Categories apart from the panels: the category dialog and admin, suggestions, acknowledgements, names per language. */
export const categoryRoutes = {
  suggestedCategories: {
    method: 'GET',
    path: '/patients/:id/ai-suggested-categories',
    access: user,
    tags,
    summary: 'The suggested categories the patient is in today, each with the conditions that put them there',
    params: idParamsSchema,
    answer: z.array(ruleBasedCategorySchema),
  },
  ruleBasedCategories: {
    method: 'GET',
    path: '/rule-based-categories',
    access: user,
    tags,
    summary: 'The rule-based categories the caller sees, with their conditions',
    answer: z.array(ruleBasedCategorySchema),
  },
  saveCategory: {
    method: 'POST',
    path: '/rule-based-categories',
    access: user,
    tags,
    summary: 'Create a rule-based category, or change one (with idruleBasedCategoryUser)',
    body: ruleBasedCategoryFormSchema,
    answer: ruleBasedCategorySchema,
  },
  acknowledgeAlert: {
    method: 'POST',
    path: '/patients/:id/alert-acknowledgements',
    access: user,
    tags,
    summary:
      'Acknowledge the patient’s alert in one alert category, or in every one they are in: it stops counting in ALERTS until the snooze ends or the patient’s data change',
    params: idParamsSchema,
    body: acknowledgeAlertSchema,
    answer: acknowledgedAnswerSchema,
  },
  categoryDetailsByName: {
    method: 'GET',
    path: '/rule-based-categories/patients/:name/details',
    access: user,
    tags,
    summary: 'The named category with its conditions and its patients',
    params: categoryNameParamsSchema,
    query: categoryByNameQuerySchema,
    answer: categoryDetailsSchema,
  },
  alertSwitch: categorySwitch(
    'alert-category',
    'Make a category an alert category (its patients count in ALERTS), or not',
  ),
  premiumSwitch: categorySwitch('premium-feature-category', 'Make a category a premium feature, or not'),
  suggestedSwitch: categorySwitch('suggest-category', 'Make a category a suggested action, or not'),
  userListsWithMessages: {
    method: 'GET',
    path: '/customusercategories-withname/patients/messages',
    access: user,
    tags,
    summary: 'The caller’s lists with their patients’ names and their category messages',
    answer: z.array(customUserCategoryWithMessagesSchema),
  },
  deleteUserListNamed: {
    method: 'DELETE',
    path: '/customusercategories',
    access: user,
    tags,
    summary: 'Delete one of the caller’s lists (named in the body)',
    body: customUserCategoryDeleteSchema,
    status: 204,
    answer: z.null(),
  },
  categoryLanguages: {
    method: 'GET',
    path: '/category-language/',
    access: productAdmin,
    tags,
    summary: "Every category's names per language",
    answer: z.array(categoryLanguageSchema),
  },
  saveCategoryLanguage: {
    method: 'POST',
    path: '/category-language/create',
    access: productAdmin,
    tags,
    summary: 'Name a category in a language (replacing an earlier name)',
    body: categoryLanguageFormSchema,
    answer: z.array(categoryLanguageSchema),
  },
  deleteCategoryLanguage: {
    method: 'DELETE',
    path: '/category-language/delete/:id',
    access: productAdmin,
    tags,
    summary: "Remove a category's name in one language",
    params: idParamsSchema,
    answer: z.array(categoryLanguageSchema),
  },
  icdCodes: {
    method: 'GET',
    path: '/icdcodes',
    access: user,
    tags,
    summary: 'Search ICD-10-CM diagnosis codes (from 4 characters)',
    query: icdSearchQuerySchema,
    answer: z.array(icdCodeSchema),
  },
  physicians: {
    method: 'GET',
    path: '/physicians',
    access: user,
    tags,
    summary: 'Physicians the caller may name in a condition',
    answer: z.array(physicianSchema),
  },
  otherVariables: {
    method: 'GET',
    path: '/othervariables',
    access: user,
    tags,
    summary: 'The variables of other conditions, their operators and values',
    answer: z.array(otherVariableSchema),
  },
} as const satisfies RouteGroup;
