import { describe, expect, it } from 'vitest';
import { messageIdOf, PASSWORD_MESSAGES, USER_MESSAGES, type User } from '@vigil/domain';
import {
  checkUserForm,
  emptyUserFormValues,
  fieldOfUserProblem,
  userFormOf,
  userFormValuesOf,
  type UserFormValues,
} from './userFormValues.ts';

const creating = { creating: true, roleHidden: false };
const ownProfile = { creating: false, roleHidden: true };

const newNurse: UserFormValues = {
  ...emptyUserFormValues('sv'),
  firstName: 'Anna',
  lastName: 'Lund-Hansen',
  username: 'anna.lund@clinic.example',
  position: 'RN',
  email: 'anna.lund@clinic.example',
  phone: '+46 70 123 45 67',
  userRole: 'ROLE_USER',
  clinics: ['3'],
  password: 'Temporary1',
  repeatPassword: 'Temporary1',
};

const storedNurse: User = {
  iduser: 7,
  username: 'anna.lund@clinic.example',
  firstName: 'Anna',
  lastName: 'Lund-Hansen',
  fullName: 'Anna Lund-Hansen',
  position: 'RN',
  clinics: [{ idclinic: 3, clinicName: 'Children’s Clinic North' }],
  address: null,
  phone: null,
  mobilePhone: '+46 70 123 45 67',
  fax: null,
  email: 'anna.lund@clinic.example',
  userRole: 'ROLE_USER',
  enabled: true,
  patientConnection: 'ANOTHER_USER_PATIENTS',
  otherUserPatientConnectionId: 4,
  onlyActivePatients: true,
  language: 'sv',
  lastPatientViewId: null,
  numberOfPatients: 12,
};

describe('user form', () => {
  it('a complete new user passes and becomes the request body', () => {
    const check = checkUserForm(newNurse, creating);
    expect(check).toEqual({ ok: true, form: userFormOf(newNurse) });
    expect(userFormOf(newNurse)).toMatchObject({
      clinics: [3],
      fax: null,
      otherUserPatientConnectionId: null,
    });
  });

  it('a stored user round-trips, with the passwords left empty', () => {
    const values = userFormValuesOf(storedNurse);
    expect(values.password).toBe('');
    expect(userFormOf(values, 7)).toMatchObject({
      iduser: 7,
      clinics: [3],
      otherUserPatientConnectionId: 4,
      password: null,
      mobilePhone: '+46 70 123 45 67',
    });
    expect(checkUserForm(values, ownProfile, 7).ok).toBe(true);
  });

  it('the other user is only sent for ANOTHER_USER_PATIENTS', () => {
    const values = { ...newNurse, patientConnection: 'CLINIC' as const, otherUserPatientConnectionId: '4' };
    expect(userFormOf(values).otherUserPatientConnectionId).toBeNull();
  });

  it('each rule lands under its input', () => {
    const cases: [Partial<UserFormValues>, string, keyof UserFormValues][] = [
      [{ lastName: ' ' }, USER_MESSAGES.missingFields, 'lastName'],
      [{ userRole: null }, USER_MESSAGES.missingFields, 'userRole'],
      [{ repeatPassword: '' }, USER_MESSAGES.missingFields, 'repeatPassword'],
      [{ fax: '555 <1>' }, USER_MESSAGES.forbiddenCharacter, 'fax'],
      [{ phone: '' }, USER_MESSAGES.phoneOrMobile, 'phone'],
      [{ email: 'anna@clinic' }, USER_MESSAGES.emailFormat, 'email'],
      [
        { patientConnection: 'ANOTHER_USER_PATIENTS' },
        USER_MESSAGES.anotherUser,
        'otherUserPatientConnectionId',
      ],
      [{ clinics: [] }, USER_MESSAGES.clinic, 'clinics'],
      [{ password: 'short', repeatPassword: 'short' }, PASSWORD_MESSAGES.tooShort, 'password'],
      [{ repeatPassword: 'Temporary2' }, PASSWORD_MESSAGES.mismatch, 'repeatPassword'],
    ];
    for (const [change, message, field] of cases) {
      const values = { ...newNurse, ...change };
      expect(checkUserForm(values, creating), message).toEqual({ ok: false, problem: message });
      expect(fieldOfUserProblem(message, values, creating), message).toBe(field);
    }
  });

  it('the own profile needs no role and no password', () => {
    const values = { ...newNurse, userRole: null, password: '', repeatPassword: '' };
    expect(checkUserForm(values, ownProfile).ok).toBe(true);
  });

  it('a server answer in German lands on its input by its message id', () => {
    // What the server sends: its own text, and the id of the catalogue message (errors.ts).
    const german = (text: string, message: string) => ({ message, messageId: messageIdOf(text) });
    const cases: [Partial<UserFormValues>, { message: string; messageId?: string }, string | null][] = [
      [{ phone: '' }, german(USER_MESSAGES.phoneOrMobile, 'Telefon oder Mobiltelefon angeben'), 'phone'],
      [{ lastName: '' }, german(USER_MESSAGES.missingFields, 'Bitte alle Felder ausfüllen'), 'lastName'],
      [{ fax: '555 <1>' }, german(USER_MESSAGES.forbiddenCharacter, 'Unerlaubtes Zeichen'), 'fax'],
      [{}, german(PASSWORD_MESSAGES.tooShort, 'Das Passwort ist zu kurz'), 'password'],
      [{}, german(PASSWORD_MESSAGES.mismatch, 'Die Passwörter stimmen nicht überein'), 'repeatPassword'],
    ];
    for (const [change, answer, field] of cases) {
      const values = { ...newNurse, ...change };
      expect(fieldOfUserProblem(answer.message, values, creating, answer.messageId), answer.message).toBe(
        field,
      );
    }
  });

  it('a server message outside the rules concerns the whole form', () => {
    expect(fieldOfUserProblem('Username already exists', newNurse, creating)).toBeNull();
  });
});
