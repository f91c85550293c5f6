import type { AppContext } from '../app-context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { aiTasksJob, dailyPredictionsJob } from './ai/index.ts';
import { storedMembersJob } from './categories/index.ts';
import { categoryMessageDeliveryJob } from './category-messages/index.ts';
import { fhirExportHousekeepingJob, fhirExportJob } from './fhir/index.ts';
import { housekeepingJob } from './housekeeping/index.ts';
import { mobileHousekeepingJob } from './mobile/index.ts';
import { passwordResetMailJob } from './session/index.ts';
import { variableStatusAgesJob } from './patient-status/index.ts';
import { statisticsJob } from './statistics/index.ts';
import { derivedVariablesJob } from './variable-values/index.ts';

/** Every background job Vigil runs. */
export function jobDefinitions(context: AppContext): JobDefinition[] {
  return [
    housekeepingJob(context.database.db),
    derivedVariablesJob(context),
    categoryMessageDeliveryJob(context.database.db),
    mobileHousekeepingJob(context.database.db),
    variableStatusAgesJob(context.database.db),
    storedMembersJob(context.database.db),
    aiTasksJob(context.database.db),
    dailyPredictionsJob(context.database.db, context.config.customer),
    statisticsJob(context.database.db, context.config.customer),
    passwordResetMailJob(context),
    fhirExportJob({ db: context.database.db, customer: context.config.customer }),
    fhirExportHousekeepingJob({ db: context.database.db }),
  ];
}
