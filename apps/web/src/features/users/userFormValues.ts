import {
  DEFAULT_LANGUAGE,
  hasForbiddenCharacter,
  PASSWORD_MESSAGES,
  USER_MESSAGES,
  userFormProblem,
  userFormSchema,
  type Language,
  type PatientConnection,
  type Position,
  type Role,
  type User,
  type UserForm,
  type UserFormContext,
} from '@vigil/domain';
import { idOfText, problemId } from '../../i18n/problemId.ts';

/** What the user form's inputs hold: text as typed, ids of pickers as strings. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  position: Position | null;
  email: string;
  phone: string;
  mobilePhone: string;
  fax: string;
  address: string;
  userRole: Role | null;
  enabled: boolean;
  clinics: string[];
  patientConnection: PatientConnection;
  otherUserPatientConnectionId: string | null;
  copyLimitFrom: string | null;
  onlyActivePatients: boolean;
  language: Language;
  password: string;
  repeatPassword: string;
}

export type UserField = keyof UserFormValues;

export function emptyUserFormValues(language: Language = DEFAULT_LANGUAGE): UserFormValues {
  return {
    firstName: '',
    lastName: '',
    username: '',
    position: null,
    email: '',
    phone: '',
    mobilePhone: '',
    fax: '',
    address: '',
    userRole: null,
    enabled: true,
    clinics: [],
    patientConnection: 'CLINIC',
    otherUserPatientConnectionId: null,
    copyLimitFrom: null,
    onlyActivePatients: false,
    language,
    password: '',
    repeatPassword: '',
  };
}

/** The form filled with a stored user; passwords stay empty (empty means unchanged). */
export function userFormValuesOf(user: User): UserFormValues {
  return {
    ...emptyUserFormValues(user.language),
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    position: user.position,
    email: user.email ?? '',
    phone: user.phone ?? '',
    mobilePhone: user.mobilePhone ?? '',
    fax: user.fax ?? '',
    address: user.address ?? '',
    userRole: user.userRole,
    enabled: user.enabled,
    clinics: user.clinics.map((clinic) => String(clinic.idclinic)),
    patientConnection: user.patientConnection,
    otherUserPatientConnectionId:
      user.otherUserPatientConnectionId === null ? null : String(user.otherUserPatientConnectionId),
    onlyActivePatients: user.onlyActivePatients,
  };
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const idOrNull = (id: string | null): number | null => (id === null || id === '' ? null : Number(id));

/** The request body of the user calls, from the form's values. */
export function userFormOf(values: UserFormValues, iduser?: number): UserForm {
  return {
    iduser,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    position: values.position ?? undefined,
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    mobilePhone: blankToNull(values.mobilePhone),
    fax: blankToNull(values.fax),
    address: blankToNull(values.address),
    userRole: values.userRole ?? undefined,
    enabled: values.enabled,
    clinics: values.clinics.map(Number),
    patientConnection: values.patientConnection,
    otherUserPatientConnectionId:
      values.patientConnection === 'ANOTHER_USER_PATIENTS'
        ? idOrNull(values.otherUserPatientConnectionId)
        : null,
    copyLimitFrom: idOrNull(values.copyLimitFrom),
    onlyActivePatients: values.onlyActivePatients,
    language: values.language,
    // Passwords are sent as typed: spaces are characters of a password.
    password: values.password === '' ? null : values.password,
    repeatPassword: values.repeatPassword === '' ? null : values.repeatPassword,
  };
}

const TEXT_FIELDS_CHECKED: readonly UserField[] = [
  'firstName',
  'lastName',
  'phone',
  'mobilePhone',
  'fax',
  'username',
];

// The inputs of the user rules' messages, by the id the server sends with each.
const FIELD_OF_USER_PROBLEM = new Map<string, UserField>([
  [idOfText(USER_MESSAGES.phoneOrMobile), 'phone'],
  [idOfText(USER_MESSAGES.emailFormat), 'email'],
  [idOfText(USER_MESSAGES.anotherUser), 'otherUserPatientConnectionId'],
  [idOfText(USER_MESSAGES.clinic), 'clinics'],
  [idOfText(PASSWORD_MESSAGES.mismatch), 'repeatPassword'],
  [idOfText(PASSWORD_MESSAGES.mismatchRetry), 'repeatPassword'],
  ...Object.values(PASSWORD_MESSAGES)
    .filter((text) => text !== PASSWORD_MESSAGES.mismatch && text !== PASSWORD_MESSAGES.mismatchRetry)
    .map((text): [string, UserField] => [idOfText(text), 'password']),
]);

/**
 * The input a message of the user rules belongs under (server or client alike), or null when it
 * concerns the form as a whole. A server answer is known by its `messageId`, so it lands on its
 * input in any language; a message without one, by its English text.
 */
export function fieldOfUserProblem(
  message: string,
  values: UserFormValues,
  context: UserFormContext,
  messageId?: string,
): UserField | null {
  const id = problemId(message, messageId);
  if (id === idOfText(USER_MESSAGES.missingFields)) return firstMissingField(values, context);
  if (id === idOfText(USER_MESSAGES.forbiddenCharacter)) {
    return TEXT_FIELDS_CHECKED.find((field) => hasForbiddenCharacter(String(values[field]))) ?? null;
  }
  return FIELD_OF_USER_PROBLEM.get(id) ?? null;
}

function firstMissingField(values: UserFormValues, context: UserFormContext): UserField | null {
  const required: UserField[] = ['firstName', 'lastName', 'username', 'position'];
  if (!context.roleHidden) required.push('userRole');
  if (context.creating) required.push('password', 'repeatPassword');
  return required.find((field) => values[field] === null || String(values[field]).trim() === '') ?? null;
}

export type UserFormCheck = { ok: true; form: UserForm } | { ok: false; problem: string };

/** Runs the domain's user rules on the form, exactly as the server will. */
export function checkUserForm(
  values: UserFormValues,
  context: UserFormContext,
  iduser?: number,
): UserFormCheck {
  const form = userFormOf(values, iduser);
  const parsed = userFormSchema.safeParse(form);
  // The inputs cap their lengths, so only a missing choice can fail the schema itself.
  if (!parsed.success) return { ok: false, problem: USER_MESSAGES.missingFields };
  const problem = userFormProblem(parsed.data, context);
  return problem === null ? { ok: true, form } : { ok: false, problem };
}
