import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs, type TestClinic } from '../../test/factory.ts';
import { refreshThrottleMs } from './sessions.ts';

/** Session limits at their edges: a short idle limit, an absolute expiry before the idle one. */
describe('session edges', () => {
  let server: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    // One minute idle; an absolute lifetime of 36 s, shorter than the idle limit.
    server = await createTestApp({ SESSION_IDLE_MINUTES: '1', SESSION_ABSOLUTE_HOURS: '0.01' });
    clinic = await createClinic(server.database.db);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const refresh = (token: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/v1/session/userActivityRefresh',
      headers: authHeaders(token),
    });
  const deadlineOf = async (token: string) =>
    new Date((await refresh(token)).json<{ idleExpiresAt: string }>().idleExpiresAt).getTime();

  it('the refresh throttle is shorter than any idle limit', () => {
    for (const idleMinutes of [0.05, 0.5, 1, 2, 30, 24 * 60]) {
      expect(refreshThrottleMs(idleMinutes * 60_000)).toBeLessThan(idleMinutes * 60_000);
    }
    expect(refreshThrottleMs(30 * 60_000)).toBe(60_000);
  });

  it('with a one-minute idle limit, activity renews the session', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    // Active 30 s ago and the deadline 30 s away: the activity now must move it.
    await db()
      .updateTable('userSession')
      .set({
        lastActivityAt: sql`now() - interval '30 seconds'`,
        idleExpiresAt: sql`now() + interval '30 seconds'`,
        absoluteExpiresAt: sql`now() + interval '1 hour'`,
      })
      .where('userId', '=', nurse.id)
      .execute();
    const moved = await deadlineOf(token);
    expect(moved).toBeGreaterThan(Date.now() + 50_000);
  });

  it('the deadline told to the client is never after the absolute expiry', async () => {
    const nurse = await createUser(db(), { clinicIds: [clinic.clinicId] });
    const loginAt = Date.now();
    const token = await loginAs(server.app, nurse);
    const session = (await server.app.inject({ url: '/api/v1/session', headers: authHeaders(token) })).json<{
      idleExpiresAt: string;
    }>();
    const absolute = await db()
      .selectFrom('userSession')
      .select('absoluteExpiresAt')
      .where('userId', '=', nurse.id)
      .executeTakeFirstOrThrow();
    const absoluteAt = new Date(absolute.absoluteExpiresAt).getTime();
    expect(absoluteAt).toBeLessThan(loginAt + 40_000);
    expect(new Date(session.idleExpiresAt).getTime()).toBeLessThanOrEqual(absoluteAt);

    await db()
      .updateTable('userSession')
      .set({ lastActivityAt: sql`now() - interval '2 minutes'` })
      .where('userId', '=', nurse.id)
      .execute();
    expect(await deadlineOf(token)).toBeLessThanOrEqual(absoluteAt);
  });
});
