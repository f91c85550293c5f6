import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { startJobs, type Jobs } from '../../platform/jobs.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient } from '../../test/factory.ts';
import { DERIVED_VARIABLES_JOB, derivedVariablesJob } from './job.ts';
import { addNights, latestValues, placePatient } from './test-data.ts';

describe('derived-variables job', () => {
  let database: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', APP_PROFILE: 'test', CUSTOMER: 'bedwetting' });
    jobs = await startJobs(database, pino({ level: 'silent' }), [derivedVariablesJob({ database, config })]);
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('is scheduled hourly in the database', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
      DERIVED_VARIABLES_JOB,
      '5 * * * *',
    ]);
  });

  it('run by a worker, it computes the day of every patient not yet computed', async () => {
    const { clinicId } = await createClinic(database.db);
    const { id } = await createPatient(database.db, { clinicIds: [clinicId] });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await placePatient(database.db, id, { timezone: 'UTC', registeredAt: `${day(30)}T10:00:00Z` });
    await addNights(database.db, id, [
      { night: day(3), value: 1 },
      { night: day(2), value: 0 },
    ]);

    await jobs.boss.send(DERIVED_VARIABLES_JOB, {});
    await expect
      .poll(() => latestValues(database.db, id), { timeout: 20_000, interval: 250 })
      .toMatchObject({ WET: 1, DRY: 1, DSLE: 2, DRYSTREAK: 1 });
  });
});
