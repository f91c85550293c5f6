import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { statisticsJob } from '../statistics/index.ts';

/** Statistics (features/statistics): each morning at 05:00, over the stored predictions. */
export const statisticsJobs = ({ database, config }: AppContext): JobDefinition[] => [
  statisticsJob(database.db, config.customer),
];
