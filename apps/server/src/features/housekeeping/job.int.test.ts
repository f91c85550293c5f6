import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { startJobs, type Jobs } from '../../platform/jobs.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createUser } from '../../test/factory.ts';
import { housekeepingJob } from './job.ts';

describe('housekeeping job', () => {
  let database: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs(database, pino({ level: 'silent' }), [housekeepingJob(database.db)]);
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('is scheduled hourly in the database', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
      'housekeeping',
      '17 * * * *',
    ]);
  });

  it('run by a worker, it deletes long-ended sessions and keeps live ones', async () => {
    const clinic = await createClinic(database.db);
    const user = await createUser(database.db, { clinicIds: [clinic.clinicId] });
    const settings = { idleMs: 60_000, absoluteMs: 3_600_000 };
    const live = await createSession(database.db, { userId: user.id, ip: null, platform: null }, settings);
    const ended = await createSession(database.db, { userId: user.id, ip: null, platform: null }, settings);
    await database.db
      .updateTable('userSession')
      .set({
        createdAt: sql`now() - interval '30 days'`,
        idleExpiresAt: sql`now() - interval '29 days'`,
        absoluteExpiresAt: sql`now() - interval '29 days'`,
      })
      .where('id', '=', ended.sessionId)
      .execute();

    await jobs.boss.send('housekeeping', {});
    const remaining = async () =>
      (await database.db.selectFrom('userSession').select('id').where('userId', '=', user.id).execute()).map(
        (row) => row.id,
      );
    await expect.poll(remaining, { timeout: 20_000, interval: 250 }).toEqual([live.sessionId]);
  });
});
