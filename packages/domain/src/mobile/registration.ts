import { z } from 'zod';
import { MESSAGE_LANGUAGES } from '../languages.ts';
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from '../text-rules.ts';
import { PATIENT_MESSAGES } from '../patients/messages.ts';
import { isTimeZone } from './local-time.ts';
import { MOBILE_MESSAGES } from './messages.ts';
import { INTEGER_COLUMN_MAX, integerColumnSchema } from '../ids.ts';

/** The genders of the registration form, as the patient row stores them. */
export const REGISTRATION_GENDERS = ['Male', 'Female', 'Unknown'] as const;

/** Keys of the registration questions: A–C are yes/no, D1–D10 scored. */
export const QUESTION_KEYS = [
  'A',
  'B',
  'C',
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'D6',
  'D7',
  'D8',
  'D9',
  'D10',
] as const;

const name = (message: string, min: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(100, message)
    .refine((text) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE);
const yesNo = z.boolean({ error: MOBILE_MESSAGES.answer }).nullable().default(null);
const scored = z
  .union([z.string().trim().max(100), z.number()], { error: MOBILE_MESSAGES.answerD })
  .transform((answer) => String(answer))
  .nullable()
  .default(null);

/**
 * The phone app's registration form (docs/requirements/mobile.md#registration, Registration data). The family chooses the
 * clinic from GET /mobile/registration-options (clinicId); clinicName is what the app showed.
 */
export const registrationRequestSchema = z.object({
  clinicId: z
    .number({ error: PATIENT_MESSAGES.chooseClinic })
    .int()
    .positive(PATIENT_MESSAGES.chooseClinic)
    .max(INTEGER_COLUMN_MAX, PATIENT_MESSAGES.chooseClinic),
  childName: name(MOBILE_MESSAGES.childName, 1),
  parentName: name(MOBILE_MESSAGES.parentName, 0).nullable().default(null),
  age: z
    .number({ error: MOBILE_MESSAGES.age })
    .int(MOBILE_MESSAGES.age)
    .min(0, MOBILE_MESSAGES.age)
    .max(130, MOBILE_MESSAGES.age)
    .nullable()
    .default(null),
  gender: z.enum(REGISTRATION_GENDERS, { error: MOBILE_MESSAGES.gender }),
  clinicName: z.string().max(200).nullable().default(null),
  dbLanguage: z.enum(MESSAGE_LANGUAGES, { error: MOBILE_MESSAGES.dbLanguage }),
  town: z
    .string({ error: MOBILE_MESSAGES.town })
    .trim()
    .max(100, MOBILE_MESSAGES.town)
    .nullable()
    .default(null),
  countryId: z
    .number({ error: MOBILE_MESSAGES.countryId })
    .int()
    .positive(MOBILE_MESSAGES.countryId)
    .nullable()
    .default(null),
  timezone: z.string({ error: MOBILE_MESSAGES.timezone }).refine(isTimeZone, MOBILE_MESSAGES.timezone),
  alarmTypeName: z
    .string({ error: MOBILE_MESSAGES.alarmType })
    .trim()
    .min(1, MOBILE_MESSAGES.alarmType)
    .max(100)
    .nullable()
    .default(null),
  appVersion: z
    .string({ error: MOBILE_MESSAGES.appVersion })
    .trim()
    .min(1, MOBILE_MESSAGES.appVersion)
    .max(20, MOBILE_MESSAGES.appVersion),
  answerA: yesNo,
  answerB: yesNo,
  answerC: yesNo,
  answerD1: scored,
  answerD2: scored,
  answerD3: scored,
  answerD4: scored,
  answerD5: scored,
  answerD6: scored,
  answerD7: scored,
  answerD8: scored,
  answerD9: scored,
  answerD10: scored,
  /** The question texts as the app showed them, keyed A, B, C, D1 … D10. */
  questions: z
    .partialRecord(z.enum(QUESTION_KEYS), z.string().max(1000), { error: MOBILE_MESSAGES.questions })
    .default({}),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** The patient as their own device sees it. */
export const mobilePatientSchema = z.object({
  patientId: integerColumnSchema,
  childName: z.string(),
  timezone: z.string(),
  /** The patient's local day now: the newest night that may be recorded. */
  today: z.string(),
  language: z.string(),
  clinic: z.object({ idclinic: integerColumnSchema, clinicName: z.string() }).nullable(),
  /** null until the clinic accepts (true) or declines (false) the patient. */
  approvedClinic: z.boolean().nullable(),
  appVersion: z.string().nullable(),
  device: z.enum(['phone', 'watch']),
});
export type MobilePatient = z.infer<typeof mobilePatientSchema>;

/**
 * The answer to a registration: the phone's credential, to send as X-Auth-Token. Only its digest
 * is stored; a retried registration answers with a new credential and ends the unseen one.
 */
export const registrationResponseSchema = z.object({
  deviceToken: z.string(),
  patient: mobilePatientSchema,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What the registration form offers to choose from, before the family has a credential. */
export const registrationOptionsSchema = z.object({
  clinics: z.array(
    z.object({
      idclinic: integerColumnSchema,
      clinicName: z.string(),
      city: z.string(),
      countryId: integerColumnSchema,
    }),
  ),
  countries: z.array(z.object({ id: integerColumnSchema, name: z.string() })),
  alarmTypes: z.array(
    z.object({
      idalarmType: integerColumnSchema,
      alarmType: z.string(),
      /** The name in the language the form asked for (?language=), else the type's own name. */
      name: z.string(),
      languages: z.array(z.object({ language: z.string(), name: z.string() })),
    }),
  ),
  languages: z.array(z.string()),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** The registration form's language: alarm types are named in it where a translation exists. */
export const registrationOptionsQuerySchema = z.object({
  language: z.enum(MESSAGE_LANGUAGES).optional(),
});

/** GET /alarm-types (docs/requirements/mobile.md#registration): the alarm types with their names per language. */
export const alarmTypeSchema = z.object({
  idalarmType: integerColumnSchema,
  alarmType: z.string(),
  /** The same name: older clients read it as typeName (docs/requirements/mobile.md#registration). */
  typeName: z.string(),
  languages: z.array(z.object({ language: z.string(), alarmTypeLanguageName: z.string() })),
});
export type AlarmType = z.infer<typeof alarmTypeSchema>;
