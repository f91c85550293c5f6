import { LOGIN_MESSAGES, loginThrottledMessage, PASSWORD_MESSAGES } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGE } from '../../platform/auth/authenticate.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeaders,
  createClinic,
  createUser,
  loginAs,
  TEST_PASSWORD,
  type TestClinic,
} from '../../test/factory.ts';

describe('sessions', () => {
  let server: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    server = await createTestApp();
    clinic = await createClinic(server.database.db);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const getSession = (token: string) =>
    server.app.inject({ url: '/api/v1/session', headers: authHeaders(token) });
  const postLogin = (username: string, password: string, ip = '10.1.1.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('a nurse logs in and the session answers with her and a token', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const response = await postLogin(nurse.username, nurse.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      token: string;
      isAuthenticated: boolean;
      user: { username: string };
      idleExpiresAt: string;
    }>();
    expect(body.isAuthenticated).toBe(true);
    expect(body.token.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url
    expect(body.user.username).toBe(nurse.username);
    expect(new Date(body.idleExpiresAt).getTime()).toBeGreaterThan(Date.now());

    const session = await getSession(body.token);
    expect(session.json()).toMatchObject({ isAuthenticated: true, user: { username: nurse.username } });
  });

  it('the token is stored only as a hash', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    const rows = await db()
      .selectFrom('userSession')
      .select('tokenHash')
      .where('userId', '=', nurse.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('username is case-insensitive', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    expect((await postLogin(nurse.username.toUpperCase(), nurse.password)).statusCode).toBe(200);
  });

  it('empty fields get the spec message', async () => {
    const response = await postLogin('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: LOGIN_MESSAGES.required,
      code: 'BAD_REQUEST',
      messageId: 'login.required',
    });
  });

  it('a wrong password and an unknown user fail with the same answer', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const wrongPassword = await postLogin(nurse.username, 'Wrong-Password-1', '10.2.0.1');
    const unknownUser = await postLogin('nobody-here', 'Wrong-Password-1', '10.2.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json<{ message: string }>().message).toBe(LOGIN_MESSAGES.wrongCredentials);
  });

  it('a disabled user cannot log in, and disabling ends their sessions', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    await db().updateTable('appUser').set({ enabled: false }).where('id', '=', nurse.id).execute();
    expect((await getSession(token)).json()).toMatchObject({ isAuthenticated: false });
    expect((await postLogin(nurse.username, nurse.password, '10.3.0.1')).statusCode).toBe(401);
  });

  it('failures at one address make the next attempt there wait, and the answer says how long', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await postLogin(nurse.username, 'Wrong-Password-1', '10.4.0.1')).statusCode).toBe(401);
    }
    const waiting = await postLogin(nurse.username, nurse.password, '10.4.0.1');
    expect(waiting.statusCode).toBe(429);
    const body = waiting.json<{ message: string; messageId: string; retryAfter: number }>();
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(5);
    expect(body.message).toBe(loginThrottledMessage(body.retryAfter));
    expect(body.messageId).toBe('login.throttled');
    expect(waiting.headers['retry-after']).toBe(String(body.retryAfter));
    const sessions = await db()
      .selectFrom('userSession')
      .select('id')
      .where('userId', '=', nurse.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('the wait grows with each further failure and the account is never locked', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const key = `${nurse.username.toLowerCase()}\n10.4.2.1`;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      // The test does not sleep through the waits: it ends each one in the database.
      await db().updateTable('loginAttempt').set({ lockedUntil: null }).where('key', '=', key).execute();
      expect((await postLogin(nurse.username, 'Wrong-Password-1', '10.4.2.1')).statusCode).toBe(401);
      const row = await db()
        .selectFrom('loginAttempt')
        .select(sql<number | null>`extract(epoch from locked_until - updated_at)::float8`.as('wait'))
        .where('scope', '=', 'pair')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      waits.push(Math.round(row.wait ?? 0));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 5, 10, 20, 40]);
    await db().updateTable('loginAttempt').set({ lockedUntil: null }).where('key', '=', key).execute();
    expect((await postLogin(nurse.username, nurse.password, '10.4.2.1')).statusCode).toBe(200);
  });

  it("a stranger's failures from many addresses do not keep the owner out at her usual address", async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    expect((await postLogin(nurse.username, nurse.password, '10.4.3.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 11; attempt++) {
      expect((await postLogin(nurse.username, 'Wrong-Password-1', `10.4.4.${attempt}`)).statusCode).toBe(401);
    }
    expect((await postLogin(nurse.username, nurse.password, '10.4.4.99')).statusCode).toBe(429);
    expect((await postLogin(nurse.username, nurse.password, '10.4.3.1')).statusCode).toBe(200);
  });

  it('thirty failures from one address slow that address for every account', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    for (let attempt = 0; attempt < 31; attempt++) {
      await postLogin(`guess-${attempt}`, 'Wrong-Password-1', '10.5.5.5');
    }
    expect((await postLogin(nurse.username, nurse.password, '10.5.5.5')).statusCode).toBe(429);
    expect((await postLogin(nurse.username, nurse.password, '10.5.5.6')).statusCode).toBe(200);
  });

  it('the throttle is kept in the database, so every server of it sees the same waits', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    await db()
      .insertInto('loginAttempt')
      .values({
        scope: 'pair',
        key: `${nurse.username.toLowerCase()}\n10.5.6.1`,
        failures: 9,
        lockedUntil: sql<Date>`now() + interval '1 minute'`,
      })
      .execute();
    const waiting = await postLogin(nurse.username, nurse.password, '10.5.6.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json<{ retryAfter: number }>().retryAfter).toBeGreaterThan(55);
  });

  it('a failed login leaves no session and no audit row', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    await postLogin(nurse.username, 'Wrong-Password-1', '10.6.0.1');
    const audit = await db().selectFrom('auditTrail').select('id').where('userId', '=', nurse.id).execute();
    expect(audit).toHaveLength(0);
  });

  it('logout revokes the token at once', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    const logout = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: authHeaders(token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/session/userActivityRefresh',
      headers: authHeaders(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ message: string }>().message).toBe(SESSION_ENDED_MESSAGE);
  });

  it('an idle session expires on the server', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    await db()
      .updateTable('userSession')
      .set({ idleExpiresAt: sql`now() - interval '1 second'` })
      .where('userId', '=', nurse.id)
      .execute();
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/session/userActivityRefresh',
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('a session past its absolute lifetime expires even when active', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    await db()
      .updateTable('userSession')
      .set({ createdAt: sql`now() - interval '13 hours'`, absoluteExpiresAt: sql`now() - interval '1 hour'` })
      .where('userId', '=', nurse.id)
      .execute();
    expect((await getSession(token)).json()).toMatchObject({ isAuthenticated: false });
  });

  it('activity moves the idle deadline, at most once a minute', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    const refresh = () =>
      server.app.inject({
        method: 'PUT',
        url: '/api/v1/session/userActivityRefresh',
        headers: authHeaders(token),
      });
    const first = (await refresh()).json<{ idleExpiresAt: string }>().idleExpiresAt;
    expect((await refresh()).json<{ idleExpiresAt: string }>().idleExpiresAt).toBe(first);

    await db()
      .updateTable('userSession')
      .set({ lastActivityAt: sql`now() - interval '2 minutes'` })
      .where('userId', '=', nurse.id)
      .execute();
    const moved = (await refresh()).json<{ idleExpiresAt: string }>().idleExpiresAt;
    expect(new Date(moved).getTime()).toBeGreaterThan(new Date(first).getTime());
  });

  it('first-time login answers without a token and forces a new password', async () => {
    const newcomer = await createUser(db(), { clinicIds: [clinic.clinicId], mustChangePassword: true });
    const first = (await postLogin(newcomer.username, newcomer.password)).json<unknown>();
    expect(first).toMatchObject({
      isAuthenticated: false,
      token: null,
      firstTimeLogin: true,
      updatePasswordUsername: newcomer.username,
    });

    const weak = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/updatePassword',
      payload: { username: newcomer.username, oldPassword: newcomer.password, password: 'short1A' },
    });
    expect(weak.json<{ message: string }>().message).toBe(PASSWORD_MESSAGES.tooShort);

    const updated = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/updatePassword',
      payload: { username: newcomer.username, oldPassword: newcomer.password, password: 'Fresh-Start-42' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ isAuthenticated: true, firstTimeLogin: false });
    expect((await postLogin(newcomer.username, 'Fresh-Start-42')).json()).toMatchObject({
      isAuthenticated: true,
    });
    expect((await postLogin(newcomer.username, newcomer.password, '10.7.0.1')).statusCode).toBe(401);
  });

  it('update password needs every field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/updatePassword',
      payload: { username: 'someone', oldPassword: '', password: 'Fresh-Start-42' },
    });
    expect(response.json()).toEqual({
      message: LOGIN_MESSAGES.updateRequired,
      code: 'BAD_REQUEST',
      messageId: 'login.updateRequired',
    });
  });

  it('a common password is refused with a clear message', async () => {
    const newcomer = await createUser(db(), { clinicIds: [clinic.clinicId], mustChangePassword: true });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/updatePassword',
      payload: { username: newcomer.username, oldPassword: newcomer.password, password: 'Password1' },
    });
    expect(response.json()).toEqual({
      message: PASSWORD_MESSAGES.tooCommon,
      code: 'BAD_REQUEST',
      messageId: 'password.tooCommon',
    });
  });

  it('a password change ends the other sessions of the user', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const oldToken = await loginAs(server.app, nurse);
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/updatePassword',
      payload: { username: nurse.username, oldPassword: TEST_PASSWORD, password: 'Another-Pass-77' },
    });
    expect((await getSession(oldToken)).json()).toMatchObject({ isAuthenticated: false });
  });
});
