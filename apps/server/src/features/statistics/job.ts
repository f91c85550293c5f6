import { utcToday } from '@vigil/domain';
import type { Customer } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { computeStatistics } from './compute.ts';

/** Each morning after the day's predictions: new dates whose horizon has passed, and those whose inputs changed. */
export const statisticsJob = (db: Db, customer: Customer): JobDefinition => ({
  name: 'statistics-nightly',
  cron: '0 5 * * *',
  run: async () => {
    await computeStatistics(db, { customer, today: utcToday() });
  },
});
