import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

/** Sends durable jobs from a request; a server that runs the jobs (JOBS=true, any instance) works them. */
export interface JobQueue {
  send(name: string, data: object): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A pg-boss client that only sends: no workers, no maintenance, no schedules (startJobs does
 * those where JOBS=true). Started on the first send, so servers and tests that never send pay nothing.
 */
export function createJobQueue(database: Database): JobQueue {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();
  const start = async () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    return boss;
  };
  return {
    async send(name, data) {
      started ??= start();
      const boss = await started;
      let queue = queues.get(name);
      if (!queue) {
        queue = boss.createQueue(name);
        queues.set(name, queue);
      }
      await queue;
      await boss.send(name, data);
    },
    async stop() {
      if (started) await (await started).stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
