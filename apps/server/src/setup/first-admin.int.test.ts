import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoInProductionError, seedDemoClinicIfEmpty } from '../demo/seed.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeaders } from '../test/factory.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import { createFirstProductAdmin, needsFirstAdmin, SetupError } from './first-admin.ts';

const FIRST_ADMIN = {
  username: 'operator',
  firstName: 'Ingrid',
  lastName: 'Berg',
  email: 'ingrid.berg@hospital.example',
  phone: '+46 18 611 00 00',
  organization: 'Uppsala Children’s Hospital',
  clinic: 'Enuresis clinic',
  city: 'Uppsala',
  country: 'Sweden',
};

/** Production starts with no known password: no demo, and a first admin made by an explicit step. */
describe('a production installation', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ APP_PROFILE: 'prod', SMTP_URL: 'smtp://mail.example:587' });
  });
  afterAll(() => server.close());

  it('refuses to seed the demo clinic, and stores nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    await expect(seedDemoClinicIfEmpty(server.database.db, server.config)).rejects.toBeInstanceOf(
      DemoInProductionError,
    );
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
    expect(await needsFirstAdmin(server.database.db)).toBe(true);
  });

  it('the first product admin gets a one-time password, must choose their own and set up a second factor at first login', async () => {
    const { username, password } = await createFirstProductAdmin(server.database.db, FIRST_ADMIN);
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username, password },
    });
    expect(login.json()).toMatchObject({ firstTimeLogin: true, token: null });

    const chosen = 'Operator-Chosen-2026';
    const update = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/updatePassword',
      payload: { username, oldPassword: password, password: chosen },
    });
    expect(update.statusCode).toBe(200);
    // On prod a product admin must log in with a second factor (docs/security.md, V6): no session
    // until the authenticator app is set up.
    const pending = update.json<{ token: string | null; secondFactorSetup: { challenge: string } }>();
    expect(pending.token).toBeNull();
    const { challenge } = pending.secondFactorSetup;
    const { secret } = (
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/session/totp/enrolment',
        payload: { challenge },
      })
    ).json<{ secret: string }>();
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session/totp/enrolment/confirmation',
      payload: { challenge, code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
    });
    expect(confirmed.statusCode).toBe(200);
    const session = await server.app.inject({
      url: '/api/v1/session',
      headers: authHeaders(confirmed.json<{ session: { token: string } }>().session.token),
    });
    expect(session.json()).toMatchObject({ isAuthenticated: true, user: { userRole: 'ROLE_MYAPPADMIN' } });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username, password },
    });
    expect(again.statusCode).toBe(401);
    expect(await needsFirstAdmin(server.database.db)).toBe(false);
  });

  it('is refused once a product admin exists, and for a form the user rules refuse', async () => {
    const before = await databaseFingerprint(server.database.db);
    await expect(
      createFirstProductAdmin(server.database.db, { ...FIRST_ADMIN, username: 'second' }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createFirstProductAdmin(server.database.db, { ...FIRST_ADMIN, email: 'not an address' }),
    ).rejects.toBeInstanceOf(SetupError);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
