import type { SessionResponse } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('own colour set', () => {
  let server: TestApp;
  let nurse: string;
  let colleague: string;

  beforeAll(async () => {
    server = await createTestApp();
    const clinic = await createClinic(server.database.db);
    nurse = await loginAs(server.app, await createUser(server.database.db, { clinicIds: [clinic.clinicId] }));
    colleague = await loginAs(
      server.app,
      await createUser(server.database.db, { clinicIds: [clinic.clinicId] }),
    );
  });
  afterAll(() => server.close());

  const themeOf = async (token: string) =>
    (await server.app.inject({ url: '/api/v1/session', headers: authHeaders(token) })).json<SessionResponse>()
      .user?.theme;
  const choose = (token: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/users/my-theme', headers: authHeaders(token), payload });

  it('everyone starts on the default colours', async () => {
    expect(await themeOf(nurse)).toBe('default');
  });

  it('a user chooses red for themselves only, and can go back', async () => {
    const response = await choose(nurse, { theme: 'red' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ theme: 'red' });
    expect(await themeOf(nurse)).toBe('red');
    expect(await themeOf(colleague)).toBe('default');
    await choose(nurse, { theme: 'default' });
    expect(await themeOf(nurse)).toBe('default');
  });

  it('an unknown colour set is refused and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const payload of [{ theme: 'purple' }, {}, { theme: null }]) {
      const response = await choose(nurse, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
