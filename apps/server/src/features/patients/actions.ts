import {
  canEnableService,
  type ClinicRef,
  type Customer,
  type Outcome,
  type PatientReview,
  utcToday,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { recomputeDerivedVariables } from '../variable-values/index.ts';

/**
 * The settings-menu actions on one patient (docs/requirements/screens-and-routes.md#patient-settings-menu): each finds the patient in the caller's
 * reach first (404 outside), and writes to `patient` go through that reach too.
 */
interface PatientAction {
  readonly actor: Actor;
  readonly patientId: number;
}

export async function setActive(
  db: Db,
  { actor, patientId, active }: PatientAction & { active: boolean },
): Promise<void> {
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  await patients.updatePatients().set({ inactive: !active }).where('patient.id', '=', patientId).execute();
}

/**
 * Moves the patient to one clinic whose patients the caller sees (a transfer within the caller's
 * access: the patient may leave a narrower scope, never for a clinic the caller cannot reach).
 */
export async function changeClinic(
  db: Db,
  { actor, patientId, clinicId }: PatientAction & { clinicId: number },
): Promise<void> {
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  const clinic = await db
    .selectFrom('clinic')
    .select((eb) => ['clinic.id', eb.and([patients.clinicsInReach(eb)]).as('inReach')])
    .where('clinic.id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic) throw badRequest(CATALOGUE.patient.chooseClinic);
  if (!clinic.inReach) throw forbidden(CATALOGUE.patient.clinicOutOfReach);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('patientClinic').where('patientId', '=', patientId).execute();
    await trx.insertInto('patientClinic').values({ patientId, clinicId }).execute();
  });
}

export async function enableService(
  db: Db,
  { actor, patientId, days }: PatientAction & { days: number },
): Promise<{ serviceExpiryDate: string }> {
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  const today = utcToday();
  const patient = await patients
    .patients()
    .select('patient.serviceExpiryDate')
    .where('patient.id', '=', patientId)
    .executeTakeFirstOrThrow();
  if (!canEnableService(patient, today)) throw conflict(CATALOGUE.patient.serviceRunning);
  const row = await patients
    .updatePatients()
    .set({ serviceEnabled: true, serviceExpiryDate: sql<string>`${today}::date + ${days}::int` })
    .where('patient.id', '=', patientId)
    .returning('patient.serviceExpiryDate')
    .executeTakeFirstOrThrow();
  return { serviceExpiryDate: row.serviceExpiryDate! };
}

export async function recordOutcome(
  db: Db,
  { actor, patientId, value }: PatientAction & { value: Outcome },
): Promise<void> {
  await patientsOf(db, actor).require(patientId);
  await db
    .insertInto('treatmentOutcome')
    .values({ patientId, value, recordedBy: actor.userId, source: 'staff' })
    .execute();
}

/** The clinics the caller may move the patient to: those in reach, but the patient's own. */
export async function clinicChoices(db: Db, { actor, patientId }: PatientAction): Promise<ClinicRef[]> {
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  return db
    .selectFrom('clinic')
    .select(['clinic.id as idclinic', 'clinic.name as clinicName'])
    .where(patients.clinicsInReach)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('patientClinic')
            .select('patientClinic.clinicId')
            .whereRef('patientClinic.clinicId', '=', 'clinic.id')
            .where('patientClinic.patientId', '=', patientId),
        ),
      ),
    )
    .orderBy('clinic.name')
    .execute();
}

/** Marks every open technical error fixed; the patient's TECHERR count follows at once. */
export async function fixAllTechnicalErrors(
  db: Db,
  { actor, patientId, customer }: PatientAction & { customer: Customer },
): Promise<{ fixed: number }> {
  await patientsOf(db, actor).require(patientId);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('technicalError')
      .set({ fixed: true, fixedAt: sql`now()`, fixedBy: actor.userId })
      .where('patientId', '=', patientId)
      .where('fixed', '=', false)
      .executeTakeFirst();
    await recomputeDerivedVariables(trx, { customer, patientIds: [patientId] });
    return { fixed: Number(result.numUpdatedRows) };
  });
}

export async function deletePatient(db: Db, { actor, patientId }: PatientAction): Promise<void> {
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  await patients.deletePatients().where('patient.id', '=', patientId).execute();
}

/** Clinic decisions for several patients at once; undecided entries are not submitted (docs/requirements/patients.md#clinic-approval). */
export async function approvePatientsClinics(
  db: Db,
  {
    actor,
    decisions,
  }: { actor: Actor; decisions: readonly { idpatient: number; approvedClinic: boolean | null }[] },
): Promise<{ updated: number }> {
  const decided = decisions.filter(
    (decision): decision is { idpatient: number; approvedClinic: boolean } =>
      decision.approvedClinic !== null,
  );
  if (decided.length === 0) return { updated: 0 };
  return db.transaction().execute(async (trx) => {
    const patients = patientsOf(trx, actor);
    const inScope = await patients
      .patients()
      .select('patient.id')
      .where(
        'patient.id',
        'in',
        decided.map((decision) => decision.idpatient),
      )
      .execute();
    const allowed = new Set(inScope.map((row) => row.id));
    // All or nothing: one patient out of scope refuses the whole submission, with the usual 404.
    const outside = decided.find((decision) => !allowed.has(decision.idpatient));
    if (outside) await patients.require(outside.idpatient);
    for (const decision of decided) {
      await patients
        .updatePatients()
        .set({ approvedClinic: decision.approvedClinic })
        .where('patient.id', '=', decision.idpatient)
        .execute();
    }
    return { updated: decided.length };
  });
}

/**
 * PUT /patients/{id}/reviewed: the patient is marked reviewed now by the caller, for the whole
 * care team (docs/decisions/patients-list.md#a-review-is-the-care-teams); the mark replaces the previous one.
 */
export async function markReviewed(db: Db, { actor, patientId }: PatientAction): Promise<PatientReview> {
  await patientsOf(db, actor).require(patientId);
  const reviewer = db
    .selectFrom('appUser')
    .select(sql<string>`btrim(app_user.first_name || ' ' || app_user.last_name)`.as('name'))
    .where('appUser.id', '=', actor.userId);
  const row = await db
    .insertInto('patientReview')
    .values({
      patientId,
      reviewedAt: sql<Date>`now()`,
      reviewedBy: actor.userId,
      reviewerName: sql<string>`coalesce((${reviewer}), ${actor.username})`,
    })
    .onConflict((conflict) =>
      conflict.column('patientId').doUpdateSet((eb) => ({
        reviewedAt: eb.ref('excluded.reviewedAt'),
        reviewedBy: eb.ref('excluded.reviewedBy'),
        reviewerName: eb.ref('excluded.reviewerName'),
      })),
    )
    .returning(['reviewedAt', 'reviewedBy', 'reviewerName'])
    .executeTakeFirstOrThrow();
  return { at: new Date(row.reviewedAt).toISOString(), iduser: row.reviewedBy, name: row.reviewerName };
}
