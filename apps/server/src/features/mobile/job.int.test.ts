import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createPatient } from '../../test/factory.ts';
import { purgeMobileRecords } from './job.ts';

describe('mobile housekeeping', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('forgets keys after 30 days and pairing codes a day after they ended; keeps the rest', async () => {
    const db = database.db;
    const { id: patientId } = await createPatient(db);
    const key = (name: string, daysAgo: number) => ({
      scope: `patient:${patientId}`,
      key: name,
      patientId,
      requestHash: 'h',
      status: 'done' as const,
      responseStatus: 200,
      response: '{}',
      createdAt: sql<Date>`now() - make_interval(days => ${daysAgo})`,
      completedAt: sql<Date>`now() - make_interval(days => ${daysAgo})`,
    });
    await db
      .insertInto('idempotencyKey')
      .values([key('old', 31), key('recent', 29)])
      .execute();
    const code = (hash: string, expiredHoursAgo: number, used: boolean) => ({
      patientId,
      codeHash: hash,
      expiresAt: sql<Date>`now() - make_interval(hours => ${expiredHoursAgo})`,
      usedAt: used ? sql<Date>`now() - make_interval(hours => ${expiredHoursAgo})` : null,
    });
    await db
      .insertInto('watchPairingCode')
      .values([
        code('expired-long-ago', 25, false),
        code('used-long-ago', 25, true),
        code('expired-lately', 1, false),
        code('valid', -1, false),
      ])
      .execute();

    expect(await purgeMobileRecords(db)).toEqual({ keys: 1, pairingCodes: 2 });
    expect((await db.selectFrom('idempotencyKey').select('key').execute()).map((row) => row.key)).toEqual([
      'recent',
    ]);
    expect(
      (await db.selectFrom('watchPairingCode').select('codeHash').orderBy('codeHash').execute()).map(
        (row) => row.codeHash,
      ),
    ).toEqual(['expired-lately', 'valid']);
  });
});
