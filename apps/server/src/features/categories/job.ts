import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { refreshStoredMembers } from './stored-members.ts';

/**
 * Each minute, the stored category members catch up with the writes since and with the quarter
 * hour (readers refresh them too, so this is for speed, not correctness): after a burst of writes,
 * such as the derived variables of a new day, or when a quarter hour turns, the first panel or
 * ALERTS request does not wait for the refresh.
 */
export function storedMembersJob(db: Db): JobDefinition {
  return {
    name: 'category-members',
    cron: '* * * * *',
    run: async () => {
      await refreshStoredMembers(db);
    },
  };
}
