import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { rollDerivedVariables } from './recompute.ts';

export const DERIVED_VARIABLES_JOB = 'derived-variables-daily';

/**
 * Hourly, because local midnight comes at a different UTC hour in each time zone: every run
 * rolls the patients whose day has begun since the last one.
 */
export function derivedVariablesJob({
  database,
  config,
}: Pick<AppContext, 'database' | 'config'>): JobDefinition {
  return {
    name: DERIVED_VARIABLES_JOB,
    cron: '5 * * * *',
    run: async () => void (await rollDerivedVariables(database.db, { customer: config.customer })),
  };
}
