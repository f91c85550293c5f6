import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { computeStatistics } from '../features/statistics/index.ts';
import { recomputeDerivedVariables } from '../features/variable-values/index.ts';
import { addDemoClosedCases, trainDemoModels } from './demo-ai.ts';
import { createDemoCategories } from './demo-categories.ts';
import { createDemoClinic, hashDemoPasswords } from './demo-clinic.ts';
import { loadClinicTargets } from './placement.ts';
import { ensureReferenceData } from './reference-data.ts';
import { writePatients } from './writer.ts';
import { patientData, unsafeEveryPatient } from '../platform/access/patient-data.ts';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
}

export class DemoInProductionError extends Error {
  override readonly name = 'DemoInProductionError';
  constructor() {
    super('The demo clinic, with its known passwords, is never seeded when APP_PROFILE is prod.');
  }
}

/** Days of history the demo patients bring: a full alarm treatment fits, as do several hospital stays. */
export const DEMO_HISTORY_DAYS = 120;

/** Fills an empty database with the demo clinic of the configured flavour; returns its logins. */
export async function seedDemoClinicIfEmpty(db: Db, config: Config): Promise<DemoLogin[] | undefined> {
  // The configuration refuses DEMO_DATA on prod; this holds for every other caller (npm run demo) too.
  if (config.profile === 'prod') throw new DemoInProductionError();
  if (await hasUsers(db)) return undefined;
  const passwordHashes = await hashDemoPasswords();
  const today = new Date();
  return db.transaction().execute(async (trx) => {
    // Two servers starting on one empty database: the second waits here, then finds the users.
    await sql`select pg_advisory_xact_lock(hashtext('vigil.demo.seed'))`.execute(trx);
    if (await hasUsers(trx)) return undefined;
    await ensureReferenceData(trx, config.customer);
    const logins = await createDemoClinic(trx, config.customer, passwordHashes, today);
    await createDemoCategories(trx, config.customer);
    await writePatients(trx, {
      customer: config.customer,
      seed: config.demo.seed,
      firstIndex: 0,
      count: config.demo.patients,
      today,
      historyDays: DEMO_HISTORY_DAYS,
      clinics: await loadClinicTargets(trx),
    });
    await addDemoClosedCases(trx, config, { today, historyDays: DEMO_HISTORY_DAYS });
    await leaveWithoutClinic(trx, DEMO_PATIENTS_WITHOUT_CLINIC);
    // The list shows statuses from the derived values, and the Other tab a value per day of the
    // history: compute them before anyone logs in.
    await computeDemoDerivedVariables(trx, config.customer, today);
    // The AI learns from the derived values too (weight against dry weight).
    await trainDemoModels(trx, config, { today, historyDays: DEMO_HISTORY_DAYS });
    // Statistics admin shows how those back-filled predictions did, week by week.
    await computeStatistics(trx, { customer: config.customer, today: today.toISOString().slice(0, 10) });
    return logins;
  });
}

/**
 * Today's derived values for every patient, and every day of the history for those the clinic
 * follows. The closed cases (inactive, there for the AI to learn from) keep today's values only:
 * their 300 long histories would add half a minute to the first start on the embedded database.
 */
async function computeDemoDerivedVariables(trx: Db, customer: Customer, today: Date): Promise<void> {
  const patients = await demoPatients(trx).patients().select(['patient.id', 'patient.inactive']).execute();
  const followed = patients.filter((patient) => !patient.inactive).map((patient) => patient.id);
  const closed = patients.filter((patient) => patient.inactive).map((patient) => patient.id);
  await recomputeDerivedVariables(trx, { customer, asOf: today, patientIds: followed, firstDays: 'history' });
  await recomputeDerivedVariables(trx, { customer, asOf: today, patientIds: closed });
}

/** How many demo children registered on the phone before a clinic took them (newuser's list). */
export const DEMO_PATIENTS_WITHOUT_CLINIC = 3;

/**
 * The last `count` active children to register lose their clinic: the pool of patients no clinic
 * holds yet, which a MISSING_CLINIC user (`newuser`) sees (docs/decisions/identity-and-access.md#no-clinic-yet-missing_clinic).
 */
async function leaveWithoutClinic(trx: Db, count: number): Promise<void> {
  const latest = await demoPatients(trx)
    .patients()
    .select('id')
    .where('inactive', '=', false)
    // Approved ones only: the demo's waiting and refused clinic approvals stay as they are.
    .where('approvedClinic', '=', true)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  const ids = latest.map((patient) => patient.id);
  if (ids.length === 0) return;
  await trx.deleteFrom('patientClinic').where('patientId', 'in', ids).execute();
  await demoPatients(trx)
    .updatePatients()
    .set({ responsibleUserId: null, primaryPhysicianId: null, approvedClinic: null })
    .where('id', 'in', ids)
    .execute();
}

/** The demo database's patients: seeding is done by no caller, on every patient it writes. */
function demoPatients(db: Db) {
  return patientData(db, unsafeEveryPatient('seeding the demo writes every patient'));
}

async function hasUsers(db: Db): Promise<boolean> {
  const row = await db.selectFrom('appUser').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
