/**
 * Derived data: the pipeline from a patient marked due to the derived variables, statuses,
 * category members, predictions and statistics. Each stage's logic lives in the feature that owns
 * it; this folder holds their order, the coalescing worker and the stages' jobs.
 */
export { markPatientDue, markPatientsDueFrom } from './due.ts';
export { derivedDataJobs } from './pipeline.ts';
export { refreshDueSoon, settleDerivedData, startDerivedDataRefresh } from './worker.ts';
