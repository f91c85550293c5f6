import { USER_MESSAGES, ownProfileOf, type User, type UserForm } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeaders,
  createClinic,
  createPatient,
  createUser,
  loginAs,
  type TestClinic,
  type TestUser,
} from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { OWN_ROLE_MESSAGE } from './service.ts';

/**
 * Nobody widens their own patient scope or raises their own rights (security issue: a nurse sent
 * her own record with more clinics through the own-profile call and saw another organization's
 * patients). Every user write is tried; each refusal is a 400 that stores nothing.
 */
describe('own access cannot be changed by oneself', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let otherOrganization: TestClinic;
  let otherPatientId: number;
  let colleague: TestUser;

  beforeAll(async () => {
    server = await createTestApp();
    clinic = await createClinic(server.database.db);
    otherOrganization = await createClinic(server.database.db);
    otherPatientId = (await createPatient(server.database.db, { clinicIds: [otherOrganization.clinicId] }))
      .id;
    await createPatient(server.database.db, { clinicIds: [clinic.clinicId] });
    colleague = await createUser(server.database.db, {
      clinicIds: [clinic.clinicId, otherOrganization.clinicId],
    });
  });
  afterAll(() => server.close());

  async function nurseWithRecord(role: User['userRole'] = 'ROLE_USER') {
    const nurse = await createUser(server.database.db, { role, clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    const users = await server.app.inject({ url: '/api/v1/users', headers: authHeaders(token) });
    const record = users.json<User[]>().find((user) => user.iduser === nurse.id)!;
    const form: UserForm = {
      ...record,
      position: record.position,
      clinics: record.clinics.map((own) => own.idclinic),
      userRole: undefined,
      enabled: undefined,
    };
    return { nurse, token, form };
  }

  const putOwnProfile = (token: string, payload: object) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/v1/users/my-profile',
      headers: authHeaders(token),
      payload,
    });

  const patientVisible = async (token: string) =>
    (await server.app.inject({ url: `/api/v1/patients/${otherPatientId}`, headers: authHeaders(token) }))
      .statusCode;

  const widenings: [string, (form: UserForm) => Partial<UserForm>][] = [
    ['more clinics', (form) => ({ clinics: [...form.clinics!, otherOrganization.clinicId] })],
    ['other clinics', () => ({ clinics: [otherOrganization.clinicId] })],
    ['organization scope', () => ({ patientConnection: 'ORGANIZATION' })],
    [
      'another user’s patients',
      () => ({ patientConnection: 'ANOTHER_USER_PATIENTS', otherUserPatientConnectionId: colleague.id }),
    ],
    ['another user’s limits', () => ({ copyLimitFrom: colleague.id })],
    ['another username', () => ({ username: `renamed_${Date.now()}` })],
  ];

  for (const [what, change] of widenings) {
    it(`the own profile refuses ${what} and stores nothing`, async () => {
      const { token, form } = await nurseWithRecord();
      expect(await patientVisible(token)).toBe(404);
      const before = await databaseFingerprint(server.database.db);
      const response = await putOwnProfile(token, { ...form, phone: '+46 70 000 00 00', ...change(form) });
      expect(response.json()).toEqual({
        message: USER_MESSAGES.ownAccess,
        code: 'BAD_REQUEST',
        messageId: 'user.ownAccess',
      });
      expect(await databaseFingerprint(server.database.db)).toEqual(before);
      expect(await patientVisible(token)).toBe(404);
    });
  }

  it('the own profile takes the record sent back unchanged, and what the web app sends', async () => {
    const { token, form } = await nurseWithRecord();
    const whole = await putOwnProfile(token, { ...form, firstName: 'Maja' });
    expect(whole.statusCode).toBe(200);
    const own = await putOwnProfile(token, { ...ownProfileOf(form), lastName: 'Lund', language: 'de' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      firstName: 'Test',
      lastName: 'Lund',
      language: 'de',
      clinics: [{ idclinic: clinic.clinicId }],
      patientConnection: 'CLINIC',
    });
  });

  it('the active-patients preference is the user’s own to change', async () => {
    const { token, form } = await nurseWithRecord();
    const response = await putOwnProfile(token, { ...ownProfileOf(form), onlyActivePatients: true });
    expect(response.json()).toMatchObject({ onlyActivePatients: true });
  });

  it('an admin editing their own row through the admin call cannot widen their own access', async () => {
    const { token, form } = await nurseWithRecord('ROLE_ADMIN');
    for (const change of widenings.map(([, widen]) => widen(form))) {
      const before = await databaseFingerprint(server.database.db);
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/users/admin',
        headers: authHeaders(token),
        payload: { ...form, userRole: 'ROLE_ADMIN', ...change },
      });
      expect(response.json()).toEqual({
        message: USER_MESSAGES.ownAccess,
        code: 'BAD_REQUEST',
        messageId: 'user.ownAccess',
      });
      expect(await databaseFingerprint(server.database.db)).toEqual(before);
    }
    for (const userRole of ['ROLE_MYAPPADMIN', 'ROLE_USER'] as const) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/users/admin',
        headers: authHeaders(token),
        payload: { ...form, userRole },
      });
      expect(response.json()).toEqual({ message: OWN_ROLE_MESSAGE, code: 'BAD_REQUEST' });
    }
  });
});
