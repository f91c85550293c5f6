import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

/** A durable background job: pg-boss keeps it in the database, so any server may run it once. */
export interface JobDefinition {
  readonly name: string;
  /** Cron schedule (UTC); absent for jobs that are only sent on demand. */
  readonly cron?: string;
  readonly run: (data: unknown) => Promise<void>;
}

/** What a route may do with the queue: ask for a job to run now. */
export interface JobQueue {
  send(name: string): Promise<void>;
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
  await boss.start();

  for (const job of definitions) {
    await boss.createQueue(job.name);
    await boss.work(job.name, async (batch) => {
      for (const item of batch) await job.run(item.data);
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
