import { FORBIDDEN_CHARACTER_MESSAGE, PASSWORD_MESSAGES, USER_MESSAGES, type UserForm } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs, type TestClinic } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { OWN_ROLE_MESSAGE, USERNAME_TAKEN_MESSAGE } from './service.ts';

describe('users', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let otherOrganizationClinic: TestClinic;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    server = await createTestApp();
    clinic = await createClinic(server.database.db);
    otherOrganizationClinic = await createClinic(server.database.db);
    const admin = await createUser(server.database.db, { role: 'ROLE_ADMIN', clinicIds: [clinic.clinicId] });
    adminId = admin.id;
    adminToken = await loginAs(server.app, admin);
  });
  afterAll(() => server.close());

  const newForm = (overrides: Partial<UserForm> = {}): UserForm => ({
    username: `new_${Math.random().toString(36).slice(2, 8)}`,
    firstName: 'Astrid',
    lastName: "O'Neill-Lund",
    position: 'RN',
    clinics: [clinic.clinicId],
    phone: '+46 18 611 00 01',
    email: 'astrid@clinic.example',
    password: 'Night-Shift-2026',
    repeatPassword: 'Night-Shift-2026',
    userRole: 'ROLE_USER',
    patientConnection: 'CLINIC',
    language: 'sv',
    ...overrides,
  });
  const create = (form: UserForm, token = adminToken) =>
    server.app.inject({ method: 'POST', url: '/api/v1/users', headers: authHeaders(token), payload: form });

  it('an admin creates a user who must choose a password at first login', async () => {
    const form = newForm();
    const response = await create(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: form.username,
      userRole: 'ROLE_USER',
      fullName: "Astrid O'Neill-Lund",
      clinics: [{ idclinic: clinic.clinicId }],
    });
    expect(response.body).not.toContain('password');
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: form.username, password: form.password },
    });
    expect(login.json()).toMatchObject({ firstTimeLogin: true, token: null });
  });

  const invalidForms: [string, Partial<UserForm>, string][] = [
    ['first name missing', { firstName: '' }, USER_MESSAGES.missingFields],
    ['position missing', { position: undefined }, USER_MESSAGES.missingFields],
    ['role missing', { userRole: undefined }, USER_MESSAGES.missingFields],
    ['password missing on create', { password: '', repeatPassword: '' }, USER_MESSAGES.missingFields],
    ['forbidden character', { lastName: 'Lund<script>' }, FORBIDDEN_CHARACTER_MESSAGE],
    ['no phone of either kind', { phone: '', mobilePhone: '' }, USER_MESSAGES.phoneOrMobile],
    ['malformed e-mail', { email: 'astrid.clinic.example' }, USER_MESSAGES.emailFormat],
    ['another user not chosen', { patientConnection: 'ANOTHER_USER_PATIENTS' }, USER_MESSAGES.anotherUser],
    ['no clinic', { clinics: [] }, USER_MESSAGES.clinic],
    ['short password', { password: 'Short1a', repeatPassword: 'Short1a' }, PASSWORD_MESSAGES.tooShort],
    ['no digit', { password: 'Nightshift', repeatPassword: 'Nightshift' }, PASSWORD_MESSAGES.noDigit],
    [
      'no lowercase',
      { password: 'NIGHTSHIFT1', repeatPassword: 'NIGHTSHIFT1' },
      PASSWORD_MESSAGES.noLowercase,
    ],
    [
      'no uppercase',
      { password: 'nightshift1', repeatPassword: 'nightshift1' },
      PASSWORD_MESSAGES.noUppercase,
    ],
    ['repeat differs', { repeatPassword: 'Night-Shift-2027' }, PASSWORD_MESSAGES.mismatch],
    [
      'common password',
      { password: 'Password123', repeatPassword: 'Password123' },
      PASSWORD_MESSAGES.tooCommon,
    ],
  ];
  for (const [name, overrides, message] of invalidForms) {
    it(`refuses a form with ${name}, with the spec message, and stores nothing`, async () => {
      const before = await databaseFingerprint(server.database.db);
      const response = await create(newForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
      expect(await databaseFingerprint(server.database.db)).toEqual(before);
    });
  }

  it('only the product admin gives access to the patients without a clinic', async () => {
    const before = await databaseFingerprint(server.database.db);
    const refused = await create(newForm({ patientConnection: 'MISSING_CLINIC' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(USER_MESSAGES.missingClinic);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);

    const appAdmin = await createUser(server.database.db, {
      role: 'ROLE_MYAPPADMIN',
      clinicIds: [clinic.clinicId],
    });
    const granted = await create(
      newForm({ patientConnection: 'MISSING_CLINIC' }),
      await loginAs(server.app, appAdmin),
    );
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ patientConnection: 'MISSING_CLINIC' });
  });

  it('a taken username (in any case) is a conflict', async () => {
    const form = newForm();
    await create(form);
    const again = await create(newForm({ username: form.username.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(USERNAME_TAKEN_MESSAGE);
  });

  it('nobody gives a role above their own', async () => {
    const response = await create(newForm({ userRole: 'ROLE_MYAPPADMIN' }));
    expect(response.statusCode).toBe(403);
  });

  it('an admin cannot change their own role or disable themselves', async () => {
    const self = (await server.app.inject({ url: '/api/v1/users', headers: authHeaders(adminToken) }))
      .json<{ iduser: number }[]>()
      .find((user) => user.iduser === adminId)!;
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/users/admin',
      headers: authHeaders(adminToken),
      payload: { ...self, clinics: [clinic.clinicId], phone: '+46 1', position: 'MD', userRole: 'ROLE_USER' },
    });
    expect(response.json()).toEqual({ message: OWN_ROLE_MESSAGE, code: 'BAD_REQUEST' });
  });

  it('product admins are invisible to everyone else', async () => {
    const productAdmin = await createUser(server.database.db, {
      role: 'ROLE_MYAPPADMIN',
      clinicIds: [clinic.clinicId],
    });
    const seenByAdmin = (
      await server.app.inject({ url: '/api/v1/users', headers: authHeaders(adminToken) })
    ).json<{ iduser: number }[]>();
    expect(seenByAdmin.map((user) => user.iduser)).not.toContain(productAdmin.id);
    const edit = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/users/admin',
      headers: authHeaders(adminToken),
      payload: newForm({ iduser: productAdmin.id, password: undefined, repeatPassword: undefined }),
    });
    expect(edit.statusCode).toBe(404);
    const seenByProductAdmin = (
      await server.app.inject({
        url: '/api/v1/users',
        headers: authHeaders(await loginAs(server.app, productAdmin)),
      })
    ).json<{ iduser: number }[]>();
    expect(seenByProductAdmin.map((user) => user.iduser)).toContain(productAdmin.id);
  });

  it('a nurse sees the colleagues of her organization, not those of another', async () => {
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const colleague = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const stranger = await createUser(server.database.db, { clinicIds: [otherOrganizationClinic.clinicId] });
    const seen = (
      await server.app.inject({
        url: '/api/v1/users',
        headers: authHeaders(await loginAs(server.app, nurse)),
      })
    )
      .json<{ iduser: number }[]>()
      .map((user) => user.iduser);
    expect(seen).toContain(colleague.id);
    expect(seen).toContain(nurse.id);
    expect(seen).not.toContain(stranger.id);
  });

  it('disabling a user ends their sessions', async () => {
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const nurseToken = await loginAs(server.app, nurse);
    const [current] = (await server.app.inject({ url: '/api/v1/users', headers: authHeaders(adminToken) }))
      .json<{ iduser: number; clinics: { idclinic: number }[] }[]>()
      .filter((user) => user.iduser === nurse.id);
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/users/admin',
      headers: authHeaders(adminToken),
      payload: { ...current, clinics: current!.clinics.map((c) => c.idclinic), enabled: false },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: '/api/v1/session', headers: authHeaders(nurseToken) })).json(),
    ).toMatchObject({ isAuthenticated: false });
  });

  describe('own profile', () => {
    it('a nurse changes her phone and language', async () => {
      const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
      const token = await loginAs(server.app, nurse);
      const [me] = (await server.app.inject({ url: '/api/v1/users', headers: authHeaders(token) }))
        .json<Record<string, unknown>[]>()
        .filter((user) => user.iduser === nurse.id);
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/users/my-profile',
        headers: authHeaders(token),
        payload: {
          ...me,
          clinics: [clinic.clinicId],
          userRole: undefined,
          enabled: undefined,
          phone: '+47 22 00 00 00',
          language: 'no',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ phone: '+47 22 00 00 00', language: 'no' });
    });

    it('a nurse cannot make herself an admin: the field is refused, not ignored', async () => {
      const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
      const token = await loginAs(server.app, nurse);
      const before = await databaseFingerprint(server.database.db);
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/users/my-profile',
        headers: authHeaders(token),
        payload: newForm({
          username: nurse.username,
          password: undefined,
          repeatPassword: undefined,
          userRole: 'ROLE_ADMIN',
        }),
      });
      expect(response.json()).toEqual({ message: OWN_ROLE_MESSAGE, code: 'BAD_REQUEST' });
      expect(await databaseFingerprint(server.database.db)).toEqual(before);
    });
  });
});
