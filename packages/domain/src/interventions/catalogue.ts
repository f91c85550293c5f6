import { decimalText } from '../ids.ts';
import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';
import { MESSAGE_LANGUAGES } from '../languages.ts';
import { INTERVENTION_TYPES } from './patient-interventions.ts';
import { INTERVENTION_CATALOGUE_MESSAGES } from './messages.ts';

const name = z.string().trim().min(1, INTERVENTION_CATALOGUE_MESSAGES.missingName).max(200);

/** POST /intervention/create. */
export const interventionFormSchema = z.object({
  name,
  description: z.string().trim().max(2000).default(''),
  type: z.enum(INTERVENTION_TYPES),
});
export type InterventionForm = z.input<typeof interventionFormSchema>;

/** PUT /intervention/update. */
export const interventionUpdateSchema = interventionFormSchema.extend({
  idintervention: integerColumnSchema,
});

/** DELETE /intervention/delete?id= */
export const interventionDeleteQuerySchema = z.object({
  id: decimalText(z.coerce.number().pipe(integerColumnSchema)),
});

/** An intervention's name in one language (docs/requirements/administration.md#interventions-catalogue). */
export const interventionLanguageSchema = z.object({
  idinterventionLanguage: integerColumnSchema,
  intervention: z.object({ idintervention: integerColumnSchema, name: z.string() }),
  interventionLanguageName: z.string(),
  language: z.enum(MESSAGE_LANGUAGES),
});
export type InterventionLanguage = z.infer<typeof interventionLanguageSchema>;

/** POST /intervention-language/create: a language's name, replacing the one it had. */
export const interventionLanguageFormSchema = z.object({
  intervention: integerColumnSchema,
  interventionLanguageName: name,
  language: z.enum(MESSAGE_LANGUAGES),
});
export type InterventionLanguageForm = z.infer<typeof interventionLanguageFormSchema>;
