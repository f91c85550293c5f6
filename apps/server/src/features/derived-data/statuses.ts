import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { variableStatusAgesJob } from '../patient-status/index.ts';

/**
 * Statuses (features/patient-status): a latest value takes its status in the database,
 * in the same statement that writes it (triggers on patient_variable_latest:
 * db/definitions/functions/patient_variable_latest_take_status.sql, variable_status.sql), and a
 * change of limits, patient or registration form re-runs refresh_variable_statuses for what it
 * touches; so the pipeline calls nothing for them after a write. What moves with the calendar (a
 * birthday changes the limits in force) the hourly job evaluates again.
 */
export const statusJobs = (context: AppContext): JobDefinition[] => [
  variableStatusAgesJob(context.database.db),
];
