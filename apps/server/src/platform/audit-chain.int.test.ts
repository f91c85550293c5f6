import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../test/factory.ts';
import { verifyAuditChain } from './audit-chain.ts';

/** Issue 39: the audit trail is a hash chain; editing or removing a row in SQL is found. */
describe('the audit chain', () => {
  let server: TestApp;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await createTestApp();
    const clinic = await createClinic(db());
    const token = await loginAs(server.app, await createUser(db(), { clinicIds: [clinic.clinicId] }));
    // Concurrent requests: the chain must still be one line.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        server.app.inject({ url: '/api/v1/session', headers: authHeaders(token) }),
      ),
    );
  }, 300_000);
  afterAll(() => server.close());

  it('every audited call extends one unbroken chain', async () => {
    const report = await verifyAuditChain(db());
    expect(report.rows).toBeGreaterThanOrEqual(20);
    expect(report.firstBroken).toBeNull();
    const rows = await db()
      .selectFrom('auditTrail')
      .select(['id', 'hash', 'previousHash'])
      .orderBy('id')
      .execute();
    expect(rows[0]!.previousHash).toBeNull();
    for (let index = 1; index < rows.length; index++)
      expect(rows[index]!.previousHash).toBe(rows[index - 1]!.hash);
  });

  it('a row edited in SQL is reported as the first broken one', async () => {
    const rows = await db().selectFrom('auditTrail').select('id').orderBy('id').execute();
    const target = rows[5]!.id;
    await sql`update audit_trail set status = 200, url = '/api/v1/nothing-happened' where id = ${target}`.execute(
      db(),
    );
    const report = await verifyAuditChain(db());
    expect(report.firstBroken).toEqual({
      id: Number(target),
      reason: expect.stringContaining('changed') as string,
    });
  });

  it('a row deleted in SQL breaks the link of the row after it', async () => {
    const rows = await db().selectFrom('auditTrail').select('id').orderBy('id').execute();
    await sql`delete from audit_trail where id <= ${rows[5]!.id}`.execute(db());
    await sql`delete from audit_trail where id = ${rows[10]!.id}`.execute(db());
    const report = await verifyAuditChain(db());
    expect(report.firstBroken?.id).toBe(Number(rows[6]!.id));
  });
});
