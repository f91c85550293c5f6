import type { UserForm } from '@vigil/domain';
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

/**
 * Security issue 39, finding 1: user management applies the reach rule of patient moves. An
 * admin's clinics are its organization's; only the product admin spans organizations.
 */
describe('user management stays inside the admin’s organization', () => {
  let server: TestApp;
  let own: TestClinic;
  let ownSecond: TestClinic;
  let other: TestClinic;
  let adminToken: string;
  let productAdminToken: string;
  let nurse2: TestUser;
  let both: TestUser;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    own = await createClinic(db);
    ownSecond = await createClinic(db, own.organizationId);
    other = await createClinic(db);
    adminToken = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_ADMIN', clinicIds: [own.clinicId] }),
    );
    productAdminToken = await loginAs(server.app, await createUser(db, { role: 'ROLE_MYAPPADMIN' }));
    nurse2 = await createUser(db, { clinicIds: [other.clinicId] });
    both = await createUser(db, { clinicIds: [own.clinicId, other.clinicId] });
    await createPatient(db, { clinicIds: [other.clinicId] });
  });
  afterAll(() => server.close());

  const form = (overrides: Partial<UserForm> = {}): UserForm => ({
    username: `reach_${Math.random().toString(36).slice(2, 8)}`,
    firstName: 'Astrid',
    lastName: 'Lund',
    position: 'RN',
    clinics: [own.clinicId],
    phone: '+46 18 611 00 01',
    password: 'Night-Shift-2026',
    repeatPassword: 'Night-Shift-2026',
    userRole: 'ROLE_USER',
    patientConnection: 'CLINIC',
    language: 'sv',
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = adminToken) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      payload: payload as object,
    });
  const stored = async (id: number) =>
    server.database.db.selectFrom('appUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('an admin cannot create a user in a clinic of another organization', async () => {
    const created = await send('POST', '/users', form({ clinics: [other.clinicId] }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ message: 'Please connect the user to a clinic' });
    const mixed = await send('POST', '/users', form({ clinics: [own.clinicId, other.clinicId] }));
    expect(mixed.statusCode).toBe(400);
  });

  it('an admin may use every clinic of its own organization', async () => {
    const created = await send('POST', '/users', form({ clinics: [own.clinicId, ownSecond.clinicId] }));
    expect(created.statusCode).toBe(200);
  });

  it('an admin neither sees nor edits a user of another organization, password included', async () => {
    const list = (await server.app.inject({ url: '/api/v1/users', headers: authHeaders(adminToken) })).json<
      { iduser: number }[]
    >();
    expect(list.map((user) => user.iduser)).not.toContain(nurse2.id);
    const before = await stored(nurse2.id);
    for (const change of [
      { password: 'Taken-Over-2026', repeatPassword: 'Taken-Over-2026' },
      { enabled: false, password: undefined, repeatPassword: undefined },
      { clinics: [own.clinicId], password: undefined, repeatPassword: undefined },
    ]) {
      const edit = await send(
        'PUT',
        '/users/admin',
        form({ iduser: nurse2.id, username: nurse2.username, clinics: [other.clinicId], ...change }),
      );
      expect(edit.statusCode).toBe(404);
    }
    expect(await stored(nurse2.id)).toEqual(before);
  });

  it('a user who also works in another organization is the product admin’s to change', async () => {
    const payload = form({
      iduser: both.id,
      username: both.username,
      clinics: [own.clinicId],
      password: undefined,
      repeatPassword: undefined,
    });
    expect((await send('PUT', '/users/admin', payload)).statusCode).toBe(404);
    expect((await send('PUT', '/users/admin', payload, productAdminToken)).statusCode).toBe(200);
  });

  it('patient access and limits cannot be borrowed from a user of another organization', async () => {
    const borrowView = await send(
      'POST',
      '/users',
      form({ patientConnection: 'ANOTHER_USER_PATIENTS', otherUserPatientConnectionId: nurse2.id }),
    );
    expect(borrowView.statusCode).toBe(400);
    const borrowLimits = await send('POST', '/users', form({ copyLimitFrom: nurse2.id }));
    expect(borrowLimits.statusCode).toBe(400);
  });

  it('the product admin spans organizations', async () => {
    const created = await send(
      'POST',
      '/users',
      form({ clinics: [own.clinicId, other.clinicId] }),
      productAdminToken,
    );
    expect(created.statusCode).toBe(200);
  });
});
