import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/**
 * The embedded database never vacuums by itself: PGlite runs PostgreSQL as one process, without
 * the autovacuum workers of a server. Every update would leave its old row version behind for
 * good: each morning's predictions make a new version of every patient row, the job queue one
 * every few seconds. A nightly `vacuum (analyze)` frees them for reuse and refreshes the planner's
 * statistics. A PostgreSQL server does both by itself, so it gets no such job.
 */
export function embeddedVacuumJobs(database: Database): JobDefinition[] {
  if (database.kind !== 'pglite') return [];
  return [
    {
      name: 'embedded-vacuum',
      cron: '47 3 * * *',
      run: async () => void (await sql`vacuum (analyze)`.execute(database.db)),
    },
  ];
}
