import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { passwordProblem, PASSWORD_MESSAGES } from './password.ts';
import { PATIENT_CONNECTIONS, POSITIONS, ROLES } from './roles.ts';
import { EMAIL_PATTERN, hasForbiddenCharacter } from './text-rules.ts';
import { integerColumnSchema } from './ids.ts';
import { USER_MESSAGES } from './user-messages.ts';

const text = z.string().trim().max(200);
const optionalText = z.string().trim().max(200).nullish();

/** A clinic as a user form shows it. */
export const clinicRefSchema = z.object({ idclinic: integerColumnSchema, clinicName: z.string() });
export type ClinicRef = z.infer<typeof clinicRefSchema>;

/** A user as the API returns it; the password hash never leaves the server. */
export const userSchema = z.object({
  iduser: integerColumnSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  position: z.enum(POSITIONS),
  clinics: z.array(clinicRefSchema),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  userRole: z.enum(ROLES),
  enabled: z.boolean(),
  patientConnection: z.enum(PATIENT_CONNECTIONS),
  otherUserPatientConnectionId: integerColumnSchema.nullable(),
  onlyActivePatients: z.boolean(),
  language: z.enum(LANGUAGES),
  lastPatientViewId: integerColumnSchema.nullable(),
  numberOfPatients: integerColumnSchema,
});
export type User = z.infer<typeof userSchema>;

/** The fields of the create/edit user form and of the own-profile form. */
export const userFormSchema = z.object({
  iduser: integerColumnSchema.optional(),
  username: text,
  firstName: text,
  lastName: text,
  position: z.enum(POSITIONS).optional(),
  clinics: z.array(integerColumnSchema).default([]),
  address: optionalText,
  phone: optionalText,
  mobilePhone: optionalText,
  fax: optionalText,
  email: optionalText,
  password: z.string().max(200).nullish(),
  repeatPassword: z.string().max(200).nullish(),
  userRole: z.enum(ROLES).optional(),
  enabled: z.boolean().optional(),
  patientConnection: z.enum(PATIENT_CONNECTIONS).default('CLINIC'),
  otherUserPatientConnectionId: integerColumnSchema.nullish(),
  copyLimitFrom: integerColumnSchema.nullish(),
  onlyActivePatients: z.boolean().default(false),
  language: z.enum(LANGUAGES).default('en'),
});
export type UserForm = z.input<typeof userFormSchema>;

/**
 * What a user may change about themselves (own profile): names, position, contact, language, the
 * active-patients preference and the password. Who they are and what they may see (username, role,
 * enabled flag, clinics, patient access, copied limits) is an admin's to set: the own-profile call
 * takes those fields only unchanged, and refuses any change with a 400 (docs/requirements/roles-and-scope.md#own-profile).
 */
export const ownProfileSchema = userFormSchema.extend({
  username: text.optional(),
  clinics: z.array(integerColumnSchema).optional(),
  patientConnection: z.enum(PATIENT_CONNECTIONS).optional(),
  onlyActivePatients: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type OwnProfileForm = z.input<typeof ownProfileSchema>;

/** The fields of a user's record that only an admin changes; the own profile refuses a change to them. */
export const ADMIN_ONLY_USER_FIELDS = [
  'username',
  'userRole',
  'enabled',
  'clinics',
  'patientConnection',
  'otherUserPatientConnectionId',
  'copyLimitFrom',
] as const;

/** The own-profile call's body from a whole user form: what only an admin sets is left out. */
export function ownProfileOf(form: UserForm): OwnProfileForm {
  const adminOnly = new Set<string>(ADMIN_ONLY_USER_FIELDS);
  return Object.fromEntries(
    Object.entries(form).filter(([field]) => !adminOnly.has(field)),
  ) as OwnProfileForm;
}

export interface UserFormContext {
  /** Creating a user: password and repeat are required. */
  creating: boolean;
  /** The role field is hidden (own profile): it is not required. */
  roleHidden: boolean;
}

/**
 * The first message a user form deserves, in the order the spec lists the rules, or null.
 * Server and web run this same function.
 */
export function userFormProblem(
  form: z.output<typeof userFormSchema>,
  context: UserFormContext,
): string | null {
  const required = [form.firstName, form.lastName, form.position, form.username];
  if (required.some((value) => !value)) return USER_MESSAGES.missingFields;
  if (!context.roleHidden && !form.userRole) return USER_MESSAGES.missingFields;
  if (context.creating && (!form.password || !form.repeatPassword)) return USER_MESSAGES.missingFields;
  const checkedTexts = [
    form.firstName,
    form.lastName,
    form.position,
    form.phone,
    form.mobilePhone,
    form.fax,
    form.username,
  ];
  if (checkedTexts.some((value) => value && hasForbiddenCharacter(value)))
    return USER_MESSAGES.forbiddenCharacter;
  if (!form.phone && !form.mobilePhone) return USER_MESSAGES.phoneOrMobile;
  if (form.email && !EMAIL_PATTERN.test(form.email)) return USER_MESSAGES.emailFormat;
  if (form.patientConnection === 'ANOTHER_USER_PATIENTS' && !form.otherUserPatientConnectionId) {
    return USER_MESSAGES.anotherUser;
  }
  if (form.clinics.length === 0) return USER_MESSAGES.clinic;
  if (form.password || form.repeatPassword) {
    const problem = passwordProblem(form.password ?? '', form.repeatPassword ?? '');
    if (problem) return PASSWORD_MESSAGES[problem];
  }
  return null;
}
