import type { AppContext } from '../app-context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { housekeepingJob } from './housekeeping/job.ts';
import { derivedVariablesJob } from './variable-values/index.ts';

/** Every background job Vigil runs. */
export function jobDefinitions(context: AppContext): JobDefinition[] {
  return [housekeepingJob(context.database.db), derivedVariablesJob(context)];
}
