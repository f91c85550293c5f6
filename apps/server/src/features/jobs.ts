import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { aiTasksJob } from './ai/index.ts';
import { categoryMessageDeliveryJob } from './category-messages/index.ts';
import { derivedDataJobs, startDerivedDataRefresh } from './derived-data/index.ts';
import { fhirExportHousekeepingJob, fhirExportJob } from './fhir/index.ts';
import { embeddedVacuumJobs, housekeepingJob } from './housekeeping/index.ts';
import { mobileHousekeepingJob } from './mobile/index.ts';
import { passwordResetMailJob } from './session/index.ts';

/** Every background job Vigil runs. */
export function jobDefinitions(context: AppContext): JobDefinition[] {
  return [
    housekeepingJob(context.database.db),
    ...embeddedVacuumJobs(context.database),
    ...derivedDataJobs(context),
    categoryMessageDeliveryJob(context.database.db),
    mobileHousekeepingJob(context.database.db),
    aiTasksJob(context.database.db),
    passwordResetMailJob(context),
    fhirExportJob({ db: context.database.db, customer: context.config.customer }),
    fhirExportHousekeepingJob({ db: context.database.db }),
  ];
}

/**
 * The work every server does in its own process, whether it runs the jobs or not (JOBS=false
 * too): the derived-data refresh after writes. It stops when the app closes.
 */
export function startServerWorkers(app: FastifyInstance, { database, config }: AppContext): void {
  const refresh = startDerivedDataRefresh(database.db, config.customer, app.log);
  app.addHook('onClose', () => refresh.stop());
}
