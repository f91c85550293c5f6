import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { listenLocally, openEvents } from '../../test/live-events.ts';

/*
 * The stream's session re-check (a minute in production, LIVE_SESSION_CHECK_SECONDS): here every
 * 0.2 s, so a session ended behind an open stream shows without a minute's wait.
 */
describe('GET /events ends when its session does', () => {
  let server: TestApp;
  let baseUrl: string;
  let db: Db;
  let clinicId: number;
  let patientId: number;

  beforeAll(async () => {
    server = await createTestApp({ LIVE_SESSION_CHECK_SECONDS: '0.2' });
    db = server.database.db;
    baseUrl = await listenLocally(server.app);
    clinicId = (await createClinic(db)).clinicId;
    patientId = (await createPatient(db, { clinicIds: [clinicId] })).id;
  });
  afterAll(() => server.close());

  async function openStream() {
    const user = await createUser(db, { clinicIds: [clinicId] });
    const token = await loginAs(server.app, user);
    const reader = await openEvents(baseUrl, token);
    expect(reader.status).toBe(200);
    await reader.waitFor((event) => event.event === 'ready');
    return { user, token, reader };
  }

  const addMessage = () =>
    db.insertInto('patientMessage').values({ patientId, text: 'How did the night go?' }).execute();

  it('a living session keeps its stream through many checks', async () => {
    const { reader } = await openStream();
    // Ten checks' time: each finds the session and keeps the stream.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await addMessage();
    await reader.waitForChange((change) => change.kind === 'message' && change.patientId === patientId);
    expect(reader.received.map((event) => event.event)).not.toContain('end');
    reader.close();
  });

  it('a logout ends the open stream with `end` (session)', async () => {
    const { token, reader } = await openStream();
    const logout = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: authHeaders(token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await reader.waitFor((event) => event.event === 'end')).data).toEqual({ reason: 'session' });
    // Nothing follows the end: the server closed the stream.
    await expect(reader.waitFor(() => false)).rejects.toThrow('the stream ended');
  });

  it('a session that expired while the stream was open ends it', async () => {
    const { user, reader } = await openStream();
    await db
      .updateTable('userSession')
      .set({ idleExpiresAt: sql`now() - interval '1 second'` })
      .where('userId', '=', user.id)
      .execute();
    expect((await reader.waitFor((event) => event.event === 'end')).data).toEqual({ reason: 'session' });
    await expect(reader.waitFor(() => false)).rejects.toThrow('the stream ended');
  });

  it('a disabled user’s stream ends, and no later change reaches it', async () => {
    const { user, reader } = await openStream();
    await db.updateTable('appUser').set({ enabled: false }).where('id', '=', user.id).execute();
    expect((await reader.waitFor((event) => event.event === 'end')).data).toEqual({ reason: 'session' });
    await addMessage();
    await expect(reader.waitFor(() => false)).rejects.toThrow('the stream ended');
    expect(reader.changes()).toEqual([]);
  });
});
