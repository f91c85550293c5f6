import { SECOND_FACTOR_MESSAGES } from '@vigil/domain';
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

const KEY = 'a test key of at least thirty-two characters';

type Method = 'GET' | 'POST' | 'PUT';
const caller = (server: TestApp) => (method: Method, url: string, token?: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? authHeaders(token) : {},
    ...(payload ? { payload } : {}),
    remoteAddress: '10.3.3.3',
  });
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

interface LoginAnswer {
  token: string | null;
  secondFactor?: { challenge: string };
  secondFactorSetup?: { challenge: string };
}

/** Issue 39: the product admin requires the second factor per role; product admins on prod by default. */
describe('second factor required per role', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let productAdmin: TestUser;
  let adminToken: string;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    server = await createTestApp({ SECOND_FACTOR_KEY: KEY });
    call = caller(server);
    clinic = await createClinic(server.database.db);
    productAdmin = await createUser(server.database.db, { role: 'ROLE_MYAPPADMIN' });
    adminToken = await loginAs(server.app, productAdmin);
  });
  afterAll(() => server.close());

  const logIn = async (user: TestUser) => {
    const response = await call('POST', '/session', undefined, {
      username: user.username,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    return response.json<LoginAnswer>();
  };

  it('requires no role by default off prod, and only the product admin may read or decide it', async () => {
    expect((await call('GET', '/totp-policy', adminToken)).json()).toEqual({ requiredRoles: [] });
    const globalAdmin = await createUser(server.database.db, {
      role: 'ROLE_ADMIN',
      clinicIds: [clinic.clinicId],
    });
    const token = await loginAs(server.app, globalAdmin);
    expect((await call('GET', '/totp-policy', token)).statusCode).toBe(403);
    const raised = await call('PUT', '/totp-policy', token, { requiredRoles: [] });
    expect(raised.statusCode).toBe(403);
    expect((await call('GET', '/totp-policy', adminToken)).json()).toEqual({ requiredRoles: [] });
  });

  it('refuses an unknown role and changes nothing', async () => {
    const refused = await call('PUT', '/totp-policy', adminToken, {
      requiredRoles: ['ROLE_USER', 'ROLE_ROOT'],
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/totp-policy', adminToken)).json()).toEqual({ requiredRoles: [] });
  });

  it('makes a nurse without one set it up at the login, before any session opens', async () => {
    const saved = await call('PUT', '/totp-policy', adminToken, { requiredRoles: ['ROLE_USER'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ requiredRoles: ['ROLE_USER'] });
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });

    const answer = await logIn(nurse);
    expect(answer.token).toBeNull();
    expect(answer.secondFactor).toBeUndefined();
    const { challenge } = answer.secondFactorSetup!;

    // The set-up challenge is not a code challenge, and a wrong challenge opens nothing.
    const asCode = await call('POST', '/session/totp', undefined, { challenge, code: '123456' });
    expect(asCode.statusCode).toBe(401);
    expect(asCode.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.challengeExpired });
    const forged = await call('POST', '/session/totp/enrolment', undefined, { challenge: 'not-a-challenge' });
    expect(forged.statusCode).toBe(401);

    const enrolment = (await call('POST', '/session/totp/enrolment', undefined, { challenge })).json<{
      secret: string;
    }>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await call('POST', '/session/totp/enrolment/confirmation', undefined, {
      challenge,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.wrongCode });

    const confirmed = await call('POST', '/session/totp/enrolment/confirmation', undefined, {
      challenge,
      code: codeOf(enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const result = confirmed.json<{
      recoveryCodes: string[];
      session: { token: string; isAuthenticated: boolean };
    }>();
    expect(result.recoveryCodes).toHaveLength(10);
    expect(result.session.isAuthenticated).toBe(true);
    const status = await call('GET', '/users/my-totp', result.session.token);
    expect(status.json()).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });

    // The challenge is used up; the next login asks for a code.
    const again = await call('POST', '/session/totp/enrolment', undefined, { challenge });
    expect(again.statusCode).toBe(401);
    expect((await logIn(nurse)).secondFactor?.challenge).toEqual(expect.any(String));

    // While the role requires it, the nurse cannot turn it off.
    const disabled = await call('POST', '/users/my-totp/disable', result.session.token, {
      code: result.recoveryCodes[0],
    });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.requiredForRole });
    expect((await call('GET', '/users/my-totp', result.session.token)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it('does not let a code challenge set up a second authenticator', async () => {
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const setup = (await logIn(nurse)).secondFactorSetup!.challenge;
    const { secret } = (await call('POST', '/session/totp/enrolment', undefined, { challenge: setup })).json<{
      secret: string;
    }>();
    await call('POST', '/session/totp/enrolment/confirmation', undefined, {
      challenge: setup,
      code: codeOf(secret),
    });
    const codeChallenge = (await logIn(nurse)).secondFactor!.challenge;
    const refused = await call('POST', '/session/totp/enrolment', undefined, { challenge: codeChallenge });
    expect(refused.statusCode).toBe(401);
  });

  it('lets roles the policy leaves out log in with the password alone', async () => {
    const superuser = await createUser(server.database.db, {
      role: 'ROLE_SUPERUSER',
      clinicIds: [clinic.clinicId],
    });
    expect((await logIn(superuser)).token).toEqual(expect.any(String));
  });
});

describe('second factor on prod', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      SECOND_FACTOR_KEY: KEY,
      APP_PROFILE: 'prod',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
  });
  afterAll(() => server.close());

  it('requires it of product admins until the product admin decides otherwise', async () => {
    const call = caller(server);
    const productAdmin = await createUser(server.database.db, { role: 'ROLE_MYAPPADMIN' });
    const login = () =>
      call('POST', '/session', undefined, {
        username: productAdmin.username,
        password: productAdmin.password,
      });
    const first = (await login()).json<LoginAnswer>();
    expect(first.token).toBeNull();
    const { challenge } = first.secondFactorSetup!;
    const { secret } = (await call('POST', '/session/totp/enrolment', undefined, { challenge })).json<{
      secret: string;
    }>();
    const { session } = (
      await call('POST', '/session/totp/enrolment/confirmation', undefined, {
        challenge,
        code: codeOf(secret),
      })
    ).json<{ session: { token: string } }>();
    expect((await call('GET', '/totp-policy', session.token)).json()).toEqual({
      requiredRoles: ['ROLE_MYAPPADMIN'],
    });

    // A nurse on prod logs in with the password alone; once decided, the default no longer applies.
    const nurse = await createUser(server.database.db, {});
    expect((await loginAs(server.app, nurse)).length).toBeGreaterThan(0);
    await call('PUT', '/totp-policy', session.token, { requiredRoles: [] });
    expect((await call('GET', '/totp-policy', session.token)).json()).toEqual({ requiredRoles: [] });
  });
});
