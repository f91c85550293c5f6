/**
 * The phone simulator: children drawn from the demo model play through /api/v1/mobile only.
 * `npm run simulate` runs a cohort (cli.ts); tests and benchmarks use these functions.
 */
export { MobileApiError, MobileClient } from './client.ts';
export type { MobileClientOptions, MobileResponse } from './client.ts';
export { nightsFromValues, registerChild, SimulatedChild } from './child.ts';
export type { ChildOptions, NightToSend, SendOptions, SendSummary, TechnicalErrorToSend } from './child.ts';
export { simulateCohort } from './cohort.ts';
export type { CohortOptions, CohortSummary } from './cohort.ts';
