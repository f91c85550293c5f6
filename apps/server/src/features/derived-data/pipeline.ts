import type { Customer } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { categoryMemberJobs } from './category-members.ts';
import { recomputeDueVariables, derivedVariableJobs } from './derived-variables.ts';
import { claimDuePatients, releaseDuePatients } from './due.ts';
import { predictDuePatients, predictionJobs } from './predictions.ts';
import { statisticsJobs } from './statistics.ts';
import { statusJobs } from './statuses.ts';

/*
 * The stages in order: due → derived variables → statuses → category members → predictions →
 * statistics. After a write, a round takes the patients due through the derived variables; their
 * statuses follow in the same statements and their category members are marked stale, by
 * triggers; then the predictions. On the clock, each stage's jobs move it on without new data.
 */

/**
 * Refreshes the patients due now, in rounds of up to 5,000 until none is left (rows another
 * worker holds are left to it). Returns how many patients were refreshed.
 */
export async function refreshDuePatients(db: Db, customer: Customer): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, more } = await claimDuePatients(db);
    if (claimed.length === 0) return total;
    await recomputeDueVariables(db, customer, claimed);
    await releaseDuePatients(db, claimed);
    await predictDuePatients(
      db,
      customer,
      claimed.map((row) => row.patientId),
    );
    total += claimed.length;
    if (!more) return total;
  }
}

/** The stages' scheduled jobs, in the pipeline's order. */
export const derivedDataJobs = (context: AppContext): JobDefinition[] => [
  ...derivedVariableJobs(context),
  ...statusJobs(context),
  ...categoryMemberJobs(context),
  ...predictionJobs(context),
  ...statisticsJobs(context),
];
