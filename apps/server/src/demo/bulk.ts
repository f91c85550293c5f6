import type { Customer } from '@vigil/domain';
import type { Db } from '../db/database.ts';
import { recomputeDerivedVariables } from '../features/variable-values/index.ts';
import { loadClinicTargets, type ClinicTarget } from './placement.ts';
import { writePatients, type WriteProgress } from './writer.ts';
import { patientData, unsafeEveryPatient } from '../platform/access/patient-data.ts';

export interface AddDemoPatientsOptions {
  customer: Customer;
  seed: number;
  count: number;
  historyDays: number;
  /** Spread the patients over the first this many clinics, adding clinics when there are fewer. */
  clinics?: number;
  today: Date;
  batchPatients?: number;
  concurrency?: number;
  onProgress?: (progress: WriteProgress) => void;
  /**
   * The derived values of every day of the history (the default, as the demo clinic has), or
   * none: the caller computes them (bench/nightly-work.ts times that apart from the writing).
   */
  derivedValues?: 'history' | 'none';
}

export interface AddDemoPatientsResult extends WriteProgress {
  /** Cohort index of the first patient added. */
  firstIndex: number;
  clinics: number;
}

/**
 * Adds generated patients to the clinics of a database that already has its demo clinic. Their
 * cohort indexes continue after the patients already there, so running again adds new people.
 */
export async function addDemoPatients(
  db: Db,
  options: AddDemoPatientsOptions,
): Promise<AddDemoPatientsResult> {
  const clinics = await ensureClinics(db, options.clinics);
  const { count } = await patientData(
    db,
    unsafeEveryPatient('new demo patients are counted after all others'),
  )
    .patients()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const firstIndex = Number(count);
  const progress = await writePatients(db, { ...options, firstIndex, clinics });
  if (options.derivedValues === 'none') return { ...progress, firstIndex, clinics: clinics.length };
  // A value for every day of the history, as the demo clinic has (days already stored are not rewritten).
  await recomputeDerivedVariables(db, {
    customer: options.customer,
    asOf: options.today,
    firstDays: 'history',
  });
  return { ...progress, firstIndex, clinics: clinics.length };
}

/** The first `wanted` clinics (all when not given); missing ones are added beside the existing ones. */
async function ensureClinics(db: Db, wanted: number | undefined): Promise<ClinicTarget[]> {
  const existing = await db
    .selectFrom('clinic')
    .select(['organizationId', 'countryId', 'city'])
    .orderBy('id')
    .execute();
  if (existing.length === 0) {
    throw new Error(
      'The database has users but no clinic: add a clinic first, or start from an empty database.',
    );
  }
  const added = [];
  for (let number = existing.length + 1; number <= (wanted ?? 0); number++) {
    const template = existing[number % existing.length];
    if (template) added.push({ ...template, name: `Vigil Demo Clinic ${number}` });
  }
  if (added.length > 0) {
    await db
      .insertInto('clinic')
      .values(added)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return loadClinicTargets(db, wanted);
}
