import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';

interface AuditRow {
  user: { iduser: number | null; username: string | null };
  url: string;
  method: string;
  status: number;
  error: string | null;
  platform: string | null;
  ip: string | null;
}

describe('audit trail', () => {
  let server: TestApp;
  let appAdminToken: string;
  let nurse: { id: number; token: string };

  beforeAll(async () => {
    server = await createTestApp();
    const clinic = await createClinic(server.database.db);
    appAdminToken = await loginAs(
      server.app,
      await createUser(server.database.db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    const user = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    nurse = { id: user.id, token: await loginAs(server.app, user) };
  });
  afterAll(() => server.close());

  const rows = async (url: string) =>
    (await server.app.inject({ url, headers: authHeaders(appAdminToken) })).json<AuditRow[]>();

  it('every authenticated call leaves a row with user, address, call, status and platform', async () => {
    await server.app.inject({
      url: '/api/v1/users',
      headers: authHeaders(nurse.token),
      remoteAddress: '192.0.2.7',
    });
    const row = (await rows('/api/v1/audittrail')).find(
      (candidate) => candidate.user.iduser === nurse.id && candidate.url === '/api/v1/users',
    );
    expect(row).toMatchObject({ method: 'GET', status: 200, platform: 'web', ip: '192.0.2.7', error: null });
  });

  it('a refused call is recorded with its error', async () => {
    await server.app.inject({ url: '/api/v1/audittrail', headers: authHeaders(nurse.token) });
    const row = (await rows('/api/v1/audittrail')).find(
      (candidate) => candidate.user.iduser === nurse.id && candidate.url === '/api/v1/audittrail',
    );
    expect(row).toMatchObject({ status: 403, error: 'You are not allowed to do this' });
  });

  it('filters by user name and by action, any case, before taking the newest rows', async () => {
    const username = (
      await server.database.db
        .selectFrom('appUser')
        .select('username')
        .where('id', '=', nurse.id)
        .executeTakeFirstOrThrow()
    ).username;
    const byUser = await rows(`/api/v1/audittrail/weeksBackInTime?weeks=2&user=${username.toUpperCase()}`);
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((row) => row.user.username === username)).toBe(true);
    const byAction = await rows('/api/v1/audittrail/weeksBackInTime?weeks=2&action=get%20/api/v1/users');
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((row) => row.method === 'GET' && row.url.startsWith('/api/v1/users'))).toBe(true);
    // A wildcard typed in the filter is a character, not a wildcard.
    expect(await rows('/api/v1/audittrail/weeksBackInTime?weeks=2&user=%25')).toEqual([]);
  });

  it('no token or password is ever stored in the trail', async () => {
    const { rows: texts } = await sql<{ text: string }>`select t::text as text from audit_trail t`.execute(
      server.database.db,
    );
    expect(texts.some((row) => row.text.includes(nurse.token) || row.text.includes('Clinic-Test-2026'))).toBe(
      false,
    );
  });

  it('the logged-in view lists logins only, and weeks limit the age', async () => {
    const logins = await rows('/api/v1/audittrail/weeksBackInTime/logedin?weeks=-1');
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((row) => row.method === 'POST' && row.url === '/api/v1/session')).toBe(true);
    await server.database.db
      .updateTable('auditTrail')
      .set({ at: sql`now() - interval '5 weeks'` })
      .where('userId', '=', nurse.id)
      .execute();
    const recent = await rows('/api/v1/audittrail/weeksBackInTime?weeks=4');
    expect(recent.some((row) => row.user.iduser === nurse.id)).toBe(false);
  });

  it('a bad weeks value is refused', async () => {
    const response = await server.app.inject({
      url: '/api/v1/audittrail/weeksBackInTime?weeks=lots',
      headers: authHeaders(appAdminToken),
    });
    expect(response.statusCode).toBe(400);
  });
});
