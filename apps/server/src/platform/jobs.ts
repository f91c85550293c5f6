import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

/** A durable background job: pg-boss keeps it in the database, so any server may run it once. */
export interface JobDefinition {
  readonly name: string;
  /** Cron schedule (UTC); absent for jobs that are only sent on demand. */
  readonly cron?: string;
  readonly run: (data: unknown) => Promise<void>;
  /** How the worker fetches (pg-boss's default: one job every 2 s). */
  readonly work?: { readonly batchSize?: number; readonly pollingIntervalSeconds?: number };
}

export interface Jobs {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

/** Starts pg-boss on Vigil's own database (embedded or server) and registers the jobs. */
export async function startJobs(
  database: Database,
  log: FastifyBaseLogger,
  definitions: readonly JobDefinition[],
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await oneServerAtATime(database, async () => {
    await boss.start();
    for (const job of definitions) {
      await boss.createQueue(job.name);
      if (job.cron) await boss.schedule(job.name, job.cron);
    }
  });
  for (const job of definitions) {
    await boss.work(job.name, { ...job.work }, async (batch) => {
      for (const item of batch) await job.run(item.data);
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}

/** Any number: it only has to differ from the advisory locks of other software on the database. */
const JOB_SETUP_LOCK = 7_401_337;

/**
 * pg-boss creates its schema, queues and schedules with statements that deadlock when servers
 * start together on one PostgreSQL database (seen: "deadlock detected" when two started at once):
 * the servers take turns, as they do for migrations. An embedded database has one server.
 */
async function oneServerAtATime(database: Database, setUp: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return setUp();
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${JOB_SETUP_LOCK})`.execute(connection);
    try {
      await setUp();
    } finally {
      await sql`select pg_advisory_unlock(${JOB_SETUP_LOCK})`.execute(connection);
    }
  });
}
