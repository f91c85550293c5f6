import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';
import { MESSAGE_LANGUAGES } from '../languages.ts';
import { CATEGORY_LANGUAGE_MESSAGES } from './messages.ts';

/** One name of a category in one language (GET /category-language/). */
export const categoryLanguageSchema = z.object({
  idcategoryLanguage: integerColumnSchema,
  ruleBasedCategoryUser: z.object({ idruleBasedCategoryUser: integerColumnSchema, categoryName: z.string() }),
  categoryLanguageName: z.string(),
  language: z.enum(MESSAGE_LANGUAGES),
});
export type CategoryLanguage = z.infer<typeof categoryLanguageSchema>;

/** POST /category-language/create: a category's name in a language, replacing an earlier one. */
export const categoryLanguageFormSchema = z.object({
  ruleBasedCategoryUser: integerColumnSchema,
  categoryLanguageName: z
    .string({ message: CATEGORY_LANGUAGE_MESSAGES.missingName })
    .trim()
    .min(1, CATEGORY_LANGUAGE_MESSAGES.missingName)
    .max(200),
  language: z.enum(MESSAGE_LANGUAGES),
});
export type CategoryLanguageForm = z.infer<typeof categoryLanguageFormSchema>;
