import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { startJobs, type Jobs } from '../../platform/jobs.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic } from '../../test/factory.ts';
import { CATEGORY_MESSAGE_DELIVERY_JOB, categoryMessageDeliveryJob } from './job.ts';
import { deliveries, diagnosisCategory, messagePatient, storeMessage } from './test-world.ts';

describe('category-message delivery job', () => {
  let database: Database;
  let patients: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const { clinicId } = await createClinic(db);
    patients = [
      await messagePatient(db, { clinicId, timezone: 'Europe/Stockholm', watch: true }),
      await messagePatient(db, { clinicId, timezone: 'America/New_York' }),
    ];
    const categoryId = await diagnosisCategory(db);
    await storeMessage(db, { categoryId, createdAt: '2026-01-01T00:00:00Z', hoursWhenToSend: 18 });
  });
  afterAll(() => database.close());

  const start = () =>
    startJobs(database, pino({ level: 'silent' }), [categoryMessageDeliveryJob(database.db)]);
  /** Sends a run standing for `now` and waits until a worker has completed it. */
  async function runThroughQueue(jobs: Jobs, now: string) {
    const id = await jobs.boss.send(CATEGORY_MESSAGE_DELIVERY_JOB, { now });
    expect(id).toBeTruthy();
    await expect
      .poll(async () => (await jobs.boss.getJobById(CATEGORY_MESSAGE_DELIVERY_JOB, id!))?.state, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('completed');
  }
  // The schedule may also fire on its own during the test, for today's real date: only March counts.
  const marchDeliveries = async () =>
    (await deliveries(database.db))
      .filter((row) => row.slot.startsWith('2026-03'))
      .map((row) => [row.patientId, row.slot, row.channel]);

  it('runs every quarter of an hour, from the database', async () => {
    const jobs = await start();
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
        CATEGORY_MESSAGE_DELIVERY_JOB,
        '*/15 * * * *',
      ]);
    } finally {
      await jobs.stop();
    }
  });

  it('a restarted worker on the same database neither repeats nor skips a delivery', async () => {
    const first = await start();
    // 18:00 in Stockholm; New York's hour has not come yet.
    await runThroughQueue(first, '2026-03-10T17:00:00Z');
    await runThroughQueue(first, '2026-03-10T17:00:00Z');
    await first.stop();
    expect(await marchDeliveries()).toEqual([
      [patients[0], '2026-03-10', 'phone'],
      [patients[0], '2026-03-10', 'watch'],
    ]);

    const second = await start();
    try {
      await runThroughQueue(second, '2026-03-10T17:15:00Z');
      // 18:00 in New York (summer time since 8 March).
      await runThroughQueue(second, '2026-03-10T22:00:00Z');
      await runThroughQueue(second, '2026-03-10T22:15:00Z');
    } finally {
      await second.stop();
    }
    expect(await marchDeliveries()).toEqual([
      [patients[0], '2026-03-10', 'phone'],
      [patients[0], '2026-03-10', 'watch'],
      [patients[1], '2026-03-10', 'phone'],
    ]);
  });
});
