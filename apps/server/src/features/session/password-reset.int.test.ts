import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '@vigil/domain';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../platform/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs, type TestClinic } from '../../test/factory.ts';
import { passwordResetMailJob } from './password-reset.ts';

describe('forgotten password', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let jobs: Jobs;
  beforeAll(async () => {
    server = await createTestApp();
    clinic = await createClinic(server.database.db);
    // The mail job's worker, as a server with JOBS=true runs it.
    jobs = await startJobs(server.database, pino({ level: 'silent' }), [
      passwordResetMailJob({ database: server.database, mailer: server.mailer, config: server.config }),
    ]);
  });
  afterAll(async () => {
    await jobs.stop();
    await server.close();
  });

  let client = 0;
  /** Asks for a link from a client address of its own (the per-client limit has its own test). */
  const ask = (username: string, ip = `10.60.${Math.floor(client / 250)}.${(client++ % 250) + 1}`) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/session/forgotPassword',
      payload: { username },
      remoteAddress: ip,
    });
  const queued = async () => {
    const rows = await sql<{ pending: number }>`select count(*)::integer as pending from pgboss.job
      where name = 'password-reset-mail' and state not in ('completed', 'failed', 'cancelled')`.execute(
      server.database.db,
    );
    return rows.rows[0]?.pending ?? 0;
  };
  // Each test starts when the mails of the one before are out.
  beforeEach(() => expect.poll(queued, { timeout: 30_000, interval: 100 }).toBe(0));

  /** Asks for a link and waits until the job has run. */
  const forgot = async (username: string) => {
    const answer = await ask(username);
    await expect.poll(queued, { timeout: 20_000, interval: 100 }).toBe(0);
    return answer;
  };
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

  it('the request only queues the mail; a durable job sends it', async () => {
    const email = `queued-${Date.now()}@clinic.example`;
    await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    const before = server.mailer.sent.length;
    const answer = await ask(email);
    expect(answer.json()).toEqual({ message: LOGIN_MESSAGES.resetSent });
    const job = await sql<{ data: unknown }>`select data from pgboss.job where name = 'password-reset-mail'
      order by created_on desc limit 1`.execute(server.database.db);
    expect(job.rows[0]?.data).toEqual({ address: email });
    await expect.poll(() => server.mailer.sent.length, { timeout: 20_000, interval: 100 }).toBe(before + 1);
  });

  it('a known and an unknown address get the same answer in about the same time', async () => {
    const email = `timing-${Date.now()}@clinic.example`;
    await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    await ask('warm-up@nowhere.example');
    const median = async (address: string) => {
      const times: number[] = [];
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        expect((await ask(address)).json()).toEqual({ message: LOGIN_MESSAGES.resetSent });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1]!;
    };
    const known = await median(email);
    const unknown = await median(`nobody-${Date.now()}@nowhere.example`);
    // The request does the same queries for both; the margin is for a busy test machine.
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(40, unknown));
  });

  it('a fourth request for one address within the hour gets the same answer and mails nothing', async () => {
    const email = `limited-${Date.now()}@clinic.example`;
    await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    const before = server.mailer.sent.length;
    for (let request = 0; request < 4; request++) {
      expect((await forgot(email)).json()).toEqual({ message: LOGIN_MESSAGES.resetSent });
    }
    expect(server.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(3);
    expect(server.mailer.sent.length).toBe(before + 3);
  });

  it('an eleventh request from one client within the hour is refused', async () => {
    for (let request = 0; request < 10; request++) {
      expect((await ask(`someone-${request}@nowhere.example`, '10.61.0.1')).statusCode).toBe(200);
    }
    const refused = await ask('someone-else@nowhere.example', '10.61.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: LOGIN_MESSAGES.resetThrottled,
      code: 'TOO_MANY_REQUESTS',
      messageId: 'login.resetThrottled',
    });
    expect((await ask('someone-else@nowhere.example', '10.61.0.2')).statusCode).toBe(200);
  });

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
    const response = await ask('  ');
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

  it("asking again leaves the earlier link valid, so nobody can void the owner's link; using one ends both", async () => {
    const email = `twice-${Date.now()}@clinic.example`;
    await createUser(server.database.db, { clinicIds: [clinic.clinicId], email });
    await forgot(email);
    const first = tokenFromLastMail();
    await forgot(email);
    const second = tokenFromLastMail();
    expect(second).not.toBe(first);
    expect((await reset(first, 'Brand-New-Pass-5')).statusCode).toBe(204);
    expect((await reset(second, 'Other-New-Pass-6')).statusCode).toBe(400);
  });
});
