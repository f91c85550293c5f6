import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { freePort, prepareStorage, startServer, stopServer, type Storage } from '../test/server-process.ts';

/** How long the every-minute schedules are watched. */
const WATCHED_MINUTES = 2;
/**
 * pg-boss looks at its schedules every 30 s (one server at a time) and its send worker polls every
 * 2 s, so one job's runs are about a minute apart and never closer than ~28 s; a run sent by both
 * servers would be two jobs within a second or two.
 */
const LEAST_GAP_SECONDS = 20;

interface Run {
  name: string;
  createdOn: Date;
  startedOn: Date | null;
  retryCount: number;
}

/**
 * Two servers with their jobs on one PostgreSQL database: every scheduled job is sent once per
 * schedule and run by one of them, never by both (pg-boss's cron lock and singleton key, as
 * Vigil configures them; docs/operations.md, "Many servers"). The every-minute schedules
 * (category members, AI tasks, the FHIR export queue) are watched across whole minutes.
 * PostgreSQL only: an embedded database belongs to one process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('scheduled jobs on two servers', () => {
  let storage: Storage;
  let servers: ChildProcess[];
  let db: Db;
  beforeAll(async () => {
    storage = await prepareStorage();
    const ports = [await freePort(), await freePort()];
    servers = await Promise.all(
      ports.map((port) => startServer({ ...storage.env, JOBS: 'true' }, port, 180_000)),
    );
    db = await storage.open();
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await db.destroy();
    await storage.drop();
  });

  it('sends and runs each every-minute job once per minute', async () => {
    const everyMinute = await sql<{ name: string }>`
      select name from pgboss.schedule where cron = '* * * * *' order by name`.execute(db);
    const names = everyMinute.rows.map((row) => row.name);
    expect(names).toContain('category-members');

    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, WATCHED_MINUTES * 60_000 + 10_000));

    const runs = await sql<Run>`
      select name, created_on, started_on, retry_count
      from (select name, created_on, started_on, retry_count from pgboss.job
            union all
            select name, created_on, started_on, retry_count from pgboss.archive) as job
      where name = any(${names}) and created_on >= ${new Date(from)}
        and created_on < ${new Date(from + WATCHED_MINUTES * 60_000)}
      order by name, created_on`.execute(db);

    for (const name of names) {
      const ofJob = runs.rows.filter((run) => run.name === name);
      // One run per minute (a boundary may add or drop one), each started once, none retried.
      expect(ofJob.length, name).toBeGreaterThanOrEqual(WATCHED_MINUTES - 1);
      expect(ofJob.length, name).toBeLessThanOrEqual(WATCHED_MINUTES + 1);
      for (const run of ofJob)
        expect({ name, started: run.startedOn !== null, retried: run.retryCount }).toEqual({
          name,
          started: true,
          retried: 0,
        });
      const gaps = ofJob
        .slice(1)
        .map((run, index) => (run.createdOn.getTime() - ofJob[index]!.createdOn.getTime()) / 1000);
      for (const gap of gaps) expect(gap, name).toBeGreaterThanOrEqual(LEAST_GAP_SECONDS);
    }
  }, 300_000);
});
