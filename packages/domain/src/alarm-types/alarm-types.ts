import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';
import { MESSAGE_LANGUAGES } from '../languages.ts';
import { ALARM_TYPE_MESSAGES } from './messages.ts';

const name = z
  .string({ message: ALARM_TYPE_MESSAGES.missingName })
  .trim()
  .min(1, ALARM_TYPE_MESSAGES.missingName)
  .max(200);
const typeRef = z.object({ idalarmType: integerColumnSchema, alarmType: z.string() });

/** GET /alarm-type/all. */
export const alarmTypeCatalogueSchema = z.object({
  alarmTypes: z.array(typeRef),
  alarmTypesLanguage: z.array(
    z.object({
      idalarmTypeLanguage: integerColumnSchema,
      alarmType: typeRef,
      alarmTypeLanguageName: z.string(),
      language: z.enum(MESSAGE_LANGUAGES),
    }),
  ),
});
export type AlarmTypeCatalogue = z.infer<typeof alarmTypeCatalogueSchema>;

/** POST /alarm-type/create: a type; its English name is created with it. */
export const alarmTypeFormSchema = z.object({ alarmType: name });

/** POST /alarm-type-language/create: a type's name in a language, replacing an earlier one. */
export const alarmTypeLanguageFormSchema = z.object({
  alarmType: integerColumnSchema,
  alarmTypeLanguageName: name,
  language: z.enum(MESSAGE_LANGUAGES),
});
export type AlarmTypeLanguageForm = z.infer<typeof alarmTypeLanguageFormSchema>;
