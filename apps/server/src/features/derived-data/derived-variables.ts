import type { Customer } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { derivedVariablesJob, recomputeDerivedVariables } from '../variable-values/index.ts';
import type { DuePatient } from './due.ts';

/**
 * Derived variables (features/variable-values): recomputed for the patients a write
 * marked due, every day from the night it changed to today, since a late or corrected night
 * changes every day from its own on (its windows, the streak).
 */
export async function recomputeDueVariables(
  db: Db,
  customer: Customer,
  claimed: readonly DuePatient[],
): Promise<void> {
  const firstDays = new Map<number, string>();
  for (const row of claimed) if (row.fromNight !== null) firstDays.set(row.patientId, row.fromNight);
  await recomputeDerivedVariables(db, {
    customer,
    patientIds: claimed.map((row) => row.patientId),
    firstDays,
  });
}

/** Without new data, hourly: each patient's day moves on at their local midnight. */
export const derivedVariableJobs = (context: AppContext): JobDefinition[] => [derivedVariablesJob(context)];
