import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Database } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { adminQuery, withDatabase } from '../test/global-setup.ts';
import { startJobs, type Jobs } from './jobs.ts';

describe('durable jobs', () => {
  let database: Database;
  let jobs: Jobs;
  const received: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs(database, pino({ level: 'silent' }), [
      { name: 'echo', run: (data) => Promise.resolve(void received.push(data)) },
    ]);
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('a job sent to the queue is stored in the database and run by a worker', async () => {
    const id = await jobs.boss.send('echo', { patientId: 7 });
    expect(id).toBeTruthy();
    await expect.poll(() => received, { timeout: 15_000, interval: 200 }).toContainEqual({ patientId: 7 });
    const job = await jobs.boss.getJobById('echo', id!);
    await expect
      .poll(async () => (await jobs.boss.getJobById('echo', id!))?.state, { timeout: 10_000 })
      .toBe('completed');
    expect(job).not.toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'servers starting together on one PostgreSQL database',
  () => {
    const url = process.env.TEST_DATABASE_URL!;
    const definitions = Array.from({ length: 12 }, (_, index) => ({
      name: `every-minute-${index}`,
      cron: '* * * * *',
      run: () => Promise.resolve(),
    }));

    it('all start their jobs (pg-boss sets up one server at a time; at once it deadlocked)', async () => {
      for (let round = 0; round < 3; round++) {
        const name = `vigil_test_jobs_${randomBytes(4).toString('hex')}`;
        await adminQuery(url, `create database ${name}`);
        const servers = await Promise.all(
          [0, 1].map(() => openDatabase({ kind: 'postgres', url: withDatabase(url, name) }, 4)),
        );
        try {
          const started = await Promise.allSettled(
            servers.map((server) => startJobs(server, pino({ level: 'silent' }), definitions)),
          );
          for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
          expect(
            started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
          ).toEqual(['started', 'started']);
        } finally {
          await Promise.all(servers.map((server) => server.close()));
          await adminQuery(url, `drop database if exists ${name} with (force)`);
        }
      }
    }, 120_000);
  },
);
