import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/**
 * Each current value keeps its status (migration 0008), evaluated at the patient's age; triggers
 * follow every write, but not the calendar. Hourly, the statuses of the patients whose age has
 * changed since (a birthday, a registration anniversary) are evaluated again. Returns how many
 * patients that was.
 */
export async function refreshAgedStatuses(db: Db): Promise<number> {
  const { rows } = await sql<{
    patients: number;
  }>`select refresh_aged_variable_statuses() as patients`.execute(db);
  return rows[0]?.patients ?? 0;
}

export function variableStatusAgesJob(db: Db): JobDefinition {
  return {
    name: 'variable-status-ages',
    cron: '1 * * * *',
    run: async () => void (await refreshAgedStatuses(db)),
  };
}
