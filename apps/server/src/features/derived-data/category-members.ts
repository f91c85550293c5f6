import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { storedMembersJob } from '../categories/index.ts';

/**
 * Category members (features/categories): triggers on every table a condition reads
 * mark the members stale, and any read refreshes them first; the job, every minute, catches up
 * before a reader has to wait.
 */
export const categoryMemberJobs = (context: AppContext): JobDefinition[] => [
  storedMembersJob(context.database.db),
];
