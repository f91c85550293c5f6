/** Derived variables (computed windows, day counters, latest values) and the history calls. */
export { recomputeDerivedVariables, refreshLatestMeasured, rollDerivedVariables } from './recompute.ts';
export type { RecomputeOptions, RecomputeSummary } from './recompute.ts';
export { derivedVariablesJob, DERIVED_VARIABLES_JOB } from './job.ts';
export { registerVariableValueRoutes } from './routes.ts';
export { storeComputedValues, storeLatestValues } from './store-sql.ts';
