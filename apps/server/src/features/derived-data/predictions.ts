import { flavourOf, type Customer } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { dailyPredictionsJob, predictAfterNewNights } from '../ai/index.ts';

/**
 * Predictions (features/ai): several nights at once (a phone back online) are predicted
 * again now, in the flavours that do so, not next morning; the AI values written back then take
 * statuses and feed categories like any variable.
 */
export async function predictDuePatients(
  db: Db,
  customer: Customer,
  patientIds: readonly number[],
): Promise<void> {
  if (flavourOf(customer).predictsAfterNewNights) await predictAfterNewNights(db, patientIds);
}

/** Every patient of the flavour, each morning at 04:30. */
export const predictionJobs = ({ database, config }: AppContext): JobDefinition[] => [
  dailyPredictionsJob(database.db, config.customer),
];
