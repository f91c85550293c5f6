import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs, type TestClinic } from '../../test/factory.ts';

describe('forgotten password', () => {
  let server: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    server = await createTestApp();
    clinic = await createClinic(server.database.db);
  });
  afterAll(() => server.close());

  const forgot = (username: string) =>
    server.app.inject({ method: 'POST', url: '/api/v1/session/forgotPassword', payload: { username } });
  const reset = (token: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/session/resetPassword',
      payload: { token, password, timeZone: 'Europe/Oslo' },
    });
  const tokenFromLastMail = () => {
    const text = server.mailer.sent.at(-1)?.text ?? '';
    return /#\/forgotPassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  };

  it('a known address gets a link; an unknown one gets the same answer and no mail', async () => {
    const email = `reset-${Date.now()}@clinic.example`;
    await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    const before = server.mailer.sent.length;

    const known = await forgot(email.toUpperCase());
    expect(known.json()).toEqual({ message: LOGIN_MESSAGES.resetSent });
    expect(server.mailer.sent).toHaveLength(before + 1);
    expect(server.mailer.sent.at(-1)?.to).toBe(email);

    const unknown = await forgot('nobody@nowhere.example');
    expect(unknown.json()).toEqual(known.json());
    expect(server.mailer.sent).toHaveLength(before + 1);
  });

  it('an empty address gets the spec message', async () => {
    const response = await forgot('  ');
    expect(response.json()).toEqual({
      message: LOGIN_MESSAGES.emailRequired,
      code: 'BAD_REQUEST',
      messageId: 'login.emailRequired',
    });
  });

  it('the link sets a new password once, and ends every session', async () => {
    const email = `once-${Date.now()}@clinic.example`;
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    const oldToken = await loginAs(server.app, nurse);
    await forgot(email);
    const token = tokenFromLastMail();

    const weak = await reset(token, 'nodigitsHere');
    expect(weak.json<{ message: string }>().message).toBe(PASSWORD_MESSAGES.noDigit);

    expect((await reset(token, 'Brand-New-Pass-5')).statusCode).toBe(204);
    expect((await reset(token, 'Second-Try-Pass-6')).json()).toEqual({
      message: LOGIN_MESSAGES.resetInvalid,
      code: 'BAD_REQUEST',
      messageId: 'login.resetInvalid',
    });

    const old = await server.app.inject({ url: '/api/v1/session', headers: authHeaders(oldToken) });
    expect(old.json()).toMatchObject({ isAuthenticated: false });
    await expect(
      loginAs(server.app, { username: nurse.username, password: 'Brand-New-Pass-5' }),
    ).resolves.toBeTruthy();
  });

  it('a link older than an hour is refused and changes nothing', async () => {
    const email = `late-${Date.now()}@clinic.example`;
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    await forgot(email);
    const token = tokenFromLastMail();
    await server.database.db
      .updateTable('passwordResetToken')
      .set({ createdAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where('userId', '=', nurse.id)
      .execute();
    expect((await reset(token, 'Brand-New-Pass-5')).statusCode).toBe(400);
    await expect(loginAs(server.app, nurse)).resolves.toBeTruthy();
  });

  it('a newer link replaces the older one', async () => {
    const email = `twice-${Date.now()}@clinic.example`;
    await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    await forgot(email);
    const first = tokenFromLastMail();
    await forgot(email);
    expect((await reset(first, 'Brand-New-Pass-5')).statusCode).toBe(400);
    expect((await reset(tokenFromLastMail(), 'Brand-New-Pass-5')).statusCode).toBe(204);
  });
});
