/**
 * The seeded generative model of demo patients (pure, no I/O). The same generator fills the
 * demo clinic at first start and makes benchmark data sets; docs/demo-data.md describes it.
 */
import { generateBedwettingPatient, type BedwettingPatient } from './bedwetting.ts';
import { generateGenericPatient, type GenericPatient } from './generic.ts';
import { forPatient } from '@vigil/learning';

export { createRng, forPatient, Rng } from '@vigil/learning';
export { generateBedwettingPatient } from './bedwetting.ts';
export type { BedwettingPatient, Night, TechnicalError } from './bedwetting.ts';
export type { BedwettingOutcome, NightValue } from './bedwetting-outcome.ts';
export type { BedwettingLatent, BedwettingProfile } from './bedwetting-profile.ts';
export { ALARM_TYPES, BEDWETTING, TECHNICAL_ERROR_TEXTS } from './bedwetting-parameters.ts';
export type { AlarmType, TechnicalErrorText } from './bedwetting-parameters.ts';
export { generateGenericPatient } from './generic.ts';
export type { DeteriorationEpisode, DryWeight, GenericPatient, Hospitalization } from './generic.ts';
export type { Measurement } from './generic-morning.ts';
export type { Baseline, GenericLatent, GenericProfile } from './generic-profile.ts';
export { ACCESS_TYPES, GENERIC, MEASURED_VARIABLES } from './generic-parameters.ts';
export type { AccessType, Cohort, EpisodeKind, MeasuredVariable } from './generic-parameters.ts';
export type { Gender } from './names.ts';
export type { GenerateOptions } from './options.ts';

export interface CohortOptions {
  seed: number;
  /** Number of patients to make. */
  count: number;
  /** Index of the first patient, so workers can split a cohort into ranges. */
  firstIndex?: number;
  today: Date;
  historyDays: number;
}

/** Bedwetting patients one at a time, so a writer can stream a large cohort without holding it. */
export function* bedwettingCohort(options: CohortOptions): Generator<BedwettingPatient> {
  const first = options.firstIndex ?? 0;
  for (let index = first; index < first + options.count; index++) {
    yield generateBedwettingPatient(forPatient(options.seed, index), { ...options, index });
  }
}

/** Chronic-care patients one at a time. */
export function* genericCohort(options: CohortOptions): Generator<GenericPatient> {
  const first = options.firstIndex ?? 0;
  for (let index = first; index < first + options.count; index++) {
    yield generateGenericPatient(forPatient(options.seed, index), { ...options, index });
  }
}
