import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayString, daysFromCivil, isoInstant, SECONDS_PER_DAY } from './model/calendar.ts';
import type { Rng } from './model/index.ts';

/** A clinic that receives generated patients, with the people a patient can be given to. */
export interface ClinicTarget {
  id: number;
  name: string;
  physicianIds: readonly number[];
  /** A user with OWN_PATIENTS scope working there (the demo doctor): half the patients are theirs. */
  ownerUserId: number | null;
}

/** Where a generated patient belongs and the state of their service: what the model leaves to the clinic. */
export interface Placement {
  clinic: ClinicTarget;
  primaryPhysicianId: number | null;
  responsibleUserId: number | null;
  approvedClinic: boolean | null;
  serviceEnabled: boolean;
  serviceExpiryDate: string | null;
  serviceTrialExpiryDate: string | null;
  /** When the patient registered (ISO instant) on their first day. */
  registeredAt: string;
}

/** The clinics in id order (the first `limit` when given), with their physicians and owners. */
export async function loadClinicTargets(db: Db, limit?: number): Promise<ClinicTarget[]> {
  let query = db.selectFrom('clinic').select(['id', 'name']).orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  const clinics = await query.execute();
  const physicians = await db
    .selectFrom('physician')
    .select(['id', 'clinicId'])
    .where('clinicId', 'is not', null)
    .orderBy('id')
    .execute();
  const owners = await db
    .selectFrom('userClinic')
    .innerJoin('appUser', 'appUser.id', 'userClinic.userId')
    .select(['userClinic.clinicId', sql<number>`min(app_user.id)`.as('userId')])
    .where('appUser.patientConnection', '=', 'OWN_PATIENTS')
    .where('appUser.enabled', '=', true)
    .groupBy('userClinic.clinicId')
    .execute();
  return clinics.map((clinic) => ({
    id: clinic.id,
    name: clinic.name,
    physicianIds: physicians
      .filter((physician) => physician.clinicId === clinic.id)
      .map((physician) => physician.id),
    ownerUserId: owners.find((owner) => owner.clinicId === clinic.id)?.userId ?? null,
  }));
}

/** The epoch day of a 'YYYY-MM-DD' string. */
export function dayNumber(date: string): number {
  return daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/**
 * Places patient `index` deterministically: clinics take turns, so every clinic gets its share of
 * any index range. The draws come from the patient's own stream after the model has used it, so
 * the patient is the one the generator makes for the same seed and index.
 */
export function placePatient(
  rng: Rng,
  index: number,
  clinics: readonly ClinicTarget[],
  registrationDay: number,
  today: number,
): Placement {
  const clinic = clinics[index % clinics.length];
  if (!clinic) throw new RangeError('Patients need at least one clinic to be placed in');
  const turn = Math.floor(index / clinics.length);
  const physician =
    clinic.physicianIds.length === 0
      ? null
      : (clinic.physicianIds[turn % clinic.physicianIds.length] ?? null);
  const after = (days: number): string => dayString(today + days);

  const service = rng.next();
  let serviceEnabled = true;
  let serviceExpiryDate: string | null = after(rng.int(30, 365));
  let serviceTrialExpiryDate: string | null = dayString(registrationDay + 30);
  if (service >= 0.78 && service < 0.9) {
    serviceExpiryDate = null;
    serviceTrialExpiryDate = after(rng.int(1, 30));
  } else if (service >= 0.9 && service < 0.96) {
    serviceExpiryDate = after(-rng.int(1, 60));
  } else if (service >= 0.96) {
    serviceEnabled = false;
    serviceExpiryDate = null;
  }
  const registeredSecond = rng.int(15 * 3600, 21 * 3600);

  return {
    clinic,
    primaryPhysicianId: physician,
    responsibleUserId: clinic.ownerUserId !== null && turn % 2 === 0 ? clinic.ownerUserId : null,
    // A few patients wait for the clinic to approve them, and one in sixty was turned down.
    approvedClinic: index % 20 === 3 ? null : index % 60 === 41 ? false : true,
    serviceEnabled,
    serviceExpiryDate,
    serviceTrialExpiryDate,
    registeredAt: isoInstant(registrationDay * SECONDS_PER_DAY + registeredSecond),
  };
}
