import { loginThrottledMessage, SECOND_FACTOR_MESSAGES } from '@vigil/domain';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeaders,
  createClinic,
  createUser,
  loginAs,
  type TestClinic,
  type TestUser,
} from '../../test/factory.ts';

const STEP_MS = 30_000;

/** Issue 39, "Second factor": TOTP (RFC 6238) enrolment, login, recovery codes, disable, reset. */
describe('second factor (TOTP)', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let other: TestClinic;
  beforeAll(async () => {
    server = await createTestApp({ SECOND_FACTOR_KEY: 'a test key of at least thirty-two characters' });
    clinic = await createClinic(server.database.db);
    other = await createClinic(server.database.db);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? authHeaders(token) : {},
      ...(payload ? { payload } : {}),
      remoteAddress: '10.2.2.2',
    });
  const codeOf = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.now() + offsetSteps * STEP_MS,
    });

  /** A nurse with the second factor on: her secret and recovery codes. */
  async function enrolled(options: { clinicIds?: number[] } = {}) {
    const user = await createUser(db(), { clinicIds: options.clinicIds ?? [clinic.clinicId] });
    const token = await loginAs(server.app, user);
    const enrolment = (await call('POST', '/users/my-totp/enrolment', token)).json<{ secret: string }>();
    const confirmed = await call('POST', '/users/my-totp/confirmation', token, {
      code: codeOf(enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    return { user, token, secret: enrolment.secret, recoveryCodes };
  }
  const startLogin = async (user: TestUser) => {
    const response = await call('POST', '/session', undefined, {
      username: user.username,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string | null; secondFactor?: { challenge: string } }>();
    expect(body.token).toBeNull();
    return body.secondFactor!.challenge;
  };
  const sendCode = (challenge: string, code: string) =>
    call('POST', '/session/totp', undefined, { challenge, code });

  it('enrols with a QR code and a first code, and answers the ten recovery codes once', async () => {
    const user = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, user);
    expect((await call('GET', '/users/my-totp', token)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      confirmedAt: null,
      required: false,
    });

    const started = await call('POST', '/users/my-totp/enrolment', token);
    expect(started.statusCode).toBe(200);
    const enrolment = started.json<{ secret: string; otpauthUri: string; qrCode: string }>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Vigil:/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // The database holds the secret sealed, never as it was shown.
    const stored = await db()
      .selectFrom('userTotp')
      .select('secret')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(enrolment.secret);
    expect(stored.secret).toMatch(/^v1:/);

    const wrong = await call('POST', '/users/my-totp/confirmation', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.wrongCode });
    expect((await call('GET', '/users/my-totp', token)).json()).toMatchObject({ enabled: false });

    const confirmed = await call('POST', '/users/my-totp/confirmation', token, {
      code: codeOf(enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const hashes = await db()
      .selectFrom('userRecoveryCode')
      .select('codeHash')
      .where('userId', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) expect(recoveryCodes.join()).not.toContain(codeHash);

    const status = (await call('GET', '/users/my-totp', token)).json<Record<string, unknown>>();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toContain(enrolment.secret);
    // No second enrolment while it is on: the secret is never answered again.
    expect((await call('POST', '/users/my-totp/enrolment', token)).statusCode).toBe(409);

    const audited = await db()
      .selectFrom('auditTrail')
      .select(['url', 'status'])
      .where('userId', '=', user.id)
      .where('url', 'like', '%totp%')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { url: '/api/v1/users/my-totp', status: 200 },
      { url: '/api/v1/users/my-totp/enrolment', status: 200 },
      { url: '/api/v1/users/my-totp/confirmation', status: 400 },
      { url: '/api/v1/users/my-totp', status: 200 },
      { url: '/api/v1/users/my-totp/confirmation', status: 200 },
      { url: '/api/v1/users/my-totp', status: 200 },
      { url: '/api/v1/users/my-totp/enrolment', status: 409 },
    ]);
  });

  it('a login asks for the code and opens no session before it; a wrong code is refused and audited', async () => {
    const { user, secret } = await enrolled();
    const challenge = await startLogin(user);
    expect(
      await db().selectFrom('userSession').select('id').where('userId', '=', user.id).execute(),
    ).toHaveLength(1); // the enrolment's session only

    const wrong = await sendCode(challenge, codeOf(secret, 5));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.wrongCode,
      messageId: 'secondFactor.wrongCode',
    });
    const failure = await db()
      .selectFrom('auditTrail')
      .select(['url', 'status', 'error', 'ip'])
      .where('userId', '=', user.id)
      .where('status', '=', 401)
      .executeTakeFirstOrThrow();
    expect(failure).toEqual({
      url: '/api/v1/session/totp',
      status: 401,
      error: SECOND_FACTOR_MESSAGES.wrongCode,
      ip: '10.2.2.2',
    });

    const right = await sendCode(challenge, codeOf(secret, 1));
    expect(right.statusCode).toBe(200);
    const session = right.json<{ token: string; isAuthenticated: boolean }>();
    expect(session.isAuthenticated).toBe(true);
    expect((await call('GET', '/session', session.token)).json()).toMatchObject({ isAuthenticated: true });
    // The challenge is spent with its login.
    expect((await sendCode(challenge, codeOf(secret, 1))).statusCode).toBe(401);
    expect((await sendCode('not a challenge', codeOf(secret))).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.challengeExpired,
    });
    expect((await sendCode(await startLogin(user), '')).statusCode).toBe(400);
  });

  it('a code is taken once: the same code, or an older step, is refused on the next login', async () => {
    const { user, secret } = await enrolled();
    const code = codeOf(secret, 1);
    expect((await sendCode(await startLogin(user), code)).statusCode).toBe(200);
    const replayed = await sendCode(await startLogin(user), code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.wrongCode });
    // The step before the one taken is within the window, but older than the last one used.
    expect((await sendCode(await startLogin(user), codeOf(secret, 0))).statusCode).toBe(401);
  });

  it('a recovery code opens a session once', async () => {
    const { user, recoveryCodes, token } = await enrolled();
    const recovery = recoveryCodes[3]!;
    const first = await sendCode(await startLogin(user), recovery.toLowerCase().replaceAll('-', ' '));
    expect(first.statusCode).toBe(200);
    expect(first.json<{ token: string }>().token).toBeTruthy();
    expect((await sendCode(await startLogin(user), recovery)).statusCode).toBe(401);
    expect((await call('GET', '/users/my-totp', token)).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('wrong codes are throttled like passwords: the sixth try is refused, a right password does not reset it', async () => {
    const { user, secret } = await enrolled();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await sendCode(await startLogin(user), '123456')).statusCode).toBe(401);
    }
    const refused = await sendCode(await startLogin(user), codeOf(secret, 1));
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ message: string; messageId: string; retryAfter: number }>();
    expect(body.retryAfter).toBeGreaterThan(14 * 60);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(body).toMatchObject({
      message: loginThrottledMessage(body.retryAfter),
      messageId: 'login.throttled',
    });
    expect(refused.headers['retry-after']).toBe(String(body.retryAfter));
  });

  it('the first-time password change asks for the code too', async () => {
    const { user, secret } = await enrolled();
    await db().updateTable('appUser').set({ mustChangePassword: true }).where('id', '=', user.id).execute();
    const changed = await call('POST', '/session/updatePassword', undefined, {
      username: user.username,
      oldPassword: user.password,
      password: 'Another-Night-2026',
    });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<{ token: string | null; secondFactor?: { challenge: string } }>();
    expect(body.token).toBeNull();
    expect((await sendCode(body.secondFactor!.challenge, codeOf(secret, 1))).statusCode).toBe(200);
  });

  it('turning it off asks for a code; afterwards the login asks for none', async () => {
    const { user, token, secret } = await enrolled();
    expect((await call('POST', '/users/my-totp/disable', token, { code: '111111' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/users/my-totp/disable', token, { code: codeOf(secret, 1) })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/users/my-totp', token)).json()).toMatchObject({ enabled: false });
    expect(
      await db().selectFrom('userRecoveryCode').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
    await loginAs(server.app, user);
    expect((await call('POST', '/users/my-totp/disable', token, { code: '111111' })).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.notEnabled,
    });
  });

  it('an admin resets the second factor of a user in reach, and of nobody outside it', async () => {
    const admin = await createUser(db(), { role: 'ROLE_ADMIN', clinicIds: [clinic.clinicId] });
    const adminToken = await loginAs(server.app, admin);
    const inReach = await enrolled();
    const outside = await enrolled({ clinicIds: [other.clinicId] });
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const nurseToken = await loginAs(server.app, nurse);

    expect((await call('DELETE', `/users/${outside.user.id}/totp`, adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/users/my-totp', outside.token)).json()).toMatchObject({ enabled: true });
    expect((await call('DELETE', `/users/${inReach.user.id}/totp`, nurseToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/users/99999999/totp`, adminToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/users/0x10/totp`, adminToken)).statusCode).toBe(400);

    expect((await call('DELETE', `/users/${inReach.user.id}/totp`, adminToken)).statusCode).toBe(204);
    expect((await call('GET', '/users/my-totp', inReach.token)).json()).toMatchObject({ enabled: false });
    await loginAs(server.app, inReach.user); // no code asked any more

    const productAdmin = await createUser(db(), { role: 'ROLE_MYAPPADMIN' });
    const productToken = await loginAs(server.app, productAdmin);
    expect((await call('DELETE', `/users/${outside.user.id}/totp`, productToken)).statusCode).toBe(204);

    const audited = await db()
      .selectFrom('auditTrail')
      .select(['userId', 'status'])
      .where('url', 'in', [`/api/v1/users/${inReach.user.id}/totp`, `/api/v1/users/${outside.user.id}/totp`])
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { userId: admin.id, status: 404 },
      { userId: nurse.id, status: 403 },
      { userId: admin.id, status: 204 },
      { userId: productAdmin.id, status: 204 },
    ]);
  });
});
