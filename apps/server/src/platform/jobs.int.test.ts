import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
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
