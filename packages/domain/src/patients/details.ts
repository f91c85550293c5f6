import { z } from 'zod';
import { patientStatusRowSchema } from './list.ts';
import { integerColumnSchema } from '../ids.ts';

/** Outcome of treatment (docs/requirements/patients.md#outcome-of-treatment): 1 Successful … 5 Ignore. */
export const OUTCOMES = [1, 2, 3, 4, 5] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Vascular access types of the generic flavour (docs/requirements/patients.md#vascular-access). */
export const ACCESS_TYPES = [
  'AV Fistula',
  'Graft',
  'Hybrid F/G',
  'Port',
  'DP Cath',
  'Tunneled Cath',
  'Temporary Cath',
] as const;

export const registrationFormSchema = z.object({
  childName: z.string(),
  parentName: z.string().nullable(),
  age: integerColumnSchema.nullable(),
  gender: z.string().nullable(),
  clinicName: z.string().nullable(),
  dbLanguage: z.string().nullable(),
  town: z.string().nullable(),
  countryId: integerColumnSchema.nullable(),
  timezone: z.string().nullable(),
  alarmTypeName: z.string().nullable(),
  appVersion: z.string().nullable(),
  answerA: z.boolean().nullable(),
  answerB: z.boolean().nullable(),
  answerC: z.boolean().nullable(),
  answersD: z.array(z.string().nullable()),
  questions: z.record(z.string(), z.string()),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const patientDetailsSchema = z.object({
  patient: z.object({
    ...patientStatusRowSchema.shape,
    socialSecurityNr: z.string().nullable(),
    email: z.string().nullable(),
    createdAt: z.string(),
    timezone: z.string(),
    appVersion: z.string().nullable(),
    alarmType: z.string().nullable(),
    clinics: z.array(
      z.object({ idclinic: integerColumnSchema, clinicName: z.string(), organizationName: z.string() }),
    ),
    latestOutcome: integerColumnSchema.nullable(),
  }),
  form: registrationFormSchema.nullable(),
});
export type PatientDetails = z.infer<typeof patientDetailsSchema>;

export const hospitalContactSchema = z.object({
  admittedAt: z.string(),
  dischargedAt: z.string().nullable(),
  lengthOfStayDays: integerColumnSchema.nullable(),
});
export const accessSchema = z.object({
  accessType: integerColumnSchema.min(0).max(6),
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
});
export const dryWeightSchema = z.object({ date: z.string(), value: z.number() });
