import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { embeddedVacuumJobs } from './vacuum-job.ts';

describe('the embedded database’s nightly vacuum', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is a job on the embedded database only, and lets updated rows reuse the space of their old versions', async () => {
    const jobs = embeddedVacuumJobs(database);
    if (database.kind === 'postgres') {
      expect(jobs).toEqual([]);
      return;
    }
    expect(jobs.map((job) => [job.name, job.cron])).toEqual([['embedded-vacuum', '47 3 * * *']]);
    const { db } = database;
    await sql`create table vacuum_probe (id int primary key, value float8)`.execute(db);
    await sql`create index on vacuum_probe (value)`.execute(db);
    await sql`insert into vacuum_probe select g, g from generate_series(1, 5000) g`.execute(db);
    const size = async () =>
      Number(
        (await sql<{ size: string }>`select pg_total_relation_size('vacuum_probe') as size`.execute(db))
          .rows[0]!.size,
      );
    const updateEveryRow = () => sql`update vacuum_probe set value = value + 1`.execute(db);

    await updateEveryRow();
    const grown = await size();
    await updateEveryRow();
    expect(await size()).toBeGreaterThan(grown); // nothing vacuums on its own

    await jobs[0]!.run(undefined);
    const vacuumed = await size();
    await updateEveryRow();
    expect(await size()).toBe(vacuumed);
  });
});
