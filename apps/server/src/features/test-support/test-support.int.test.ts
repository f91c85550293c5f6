import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createClinic, createUser } from '../../test/factory.ts';

describe('test-environment login', () => {
  it('on the test profile, anyone can log in as a listed user', async () => {
    const server = await createTestApp({ APP_PROFILE: 'test' });
    const clinic = await createClinic(server.database.db);
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const users = (await server.app.inject({ url: '/api/v1/test/users' })).json<{ iduser: number }[]>();
    expect(users.map((user) => user.iduser)).toContain(nurse.id);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/test/login',
      payload: { userId: nurse.id },
    });
    expect(login.json()).toMatchObject({ isAuthenticated: true, user: { iduser: nurse.id } });
    await server.close();
  });

  it('on prod the test endpoints do not exist', async () => {
    const server = await createTestApp({ APP_PROFILE: 'prod', SMTP_URL: 'smtp://localhost:2525' });
    expect((await server.app.inject({ url: '/api/v1/test/users' })).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/v1/test/login', payload: { userId: 1 } }))
        .statusCode,
    ).toBe(404);
    await server.close();
  });
});
