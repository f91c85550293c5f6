import {
  canEnableService,
  type ClinicRef,
  type Customer,
  type Outcome,
  PATIENT_MESSAGES,
  utcToday,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { clinicInReach, inPatientScope } from '../../platform/access/patient-scope.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { recomputeDerivedVariables } from '../variable-values/index.ts';
import { assertPatientInScope } from './patient-status.ts';

/** The settings-menu actions on one patient (spec core §2); each checks scope first (404 outside). */
interface PatientAction {
  readonly actor: Actor;
  readonly patientId: number;
}

export async function setActive(
  db: Db,
  { actor, patientId, active }: PatientAction & { active: boolean },
): Promise<void> {
  await assertPatientInScope(db, actor, patientId);
  await db.updateTable('patient').set({ inactive: !active }).where('id', '=', patientId).execute();
}

/**
 * Moves the patient to one clinic whose patients the caller sees (a transfer within the caller's
 * access: the patient may leave a narrower scope, never for a clinic the caller cannot reach).
 */
export async function changeClinic(
  db: Db,
  { actor, patientId, clinicId }: PatientAction & { clinicId: number },
): Promise<void> {
  await assertPatientInScope(db, actor, patientId);
  const clinic = await db
    .selectFrom('clinic')
    .select((eb) => ['clinic.id', eb.and([clinicInReach(actor.patientScope)(eb)]).as('inReach')])
    .where('clinic.id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic) throw badRequest(PATIENT_MESSAGES.chooseClinic);
  if (!clinic.inReach) throw forbidden(PATIENT_MESSAGES.clinicOutOfReach);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('patientClinic').where('patientId', '=', patientId).execute();
    await trx.insertInto('patientClinic').values({ patientId, clinicId }).execute();
  });
}

export async function enableService(
  db: Db,
  { actor, patientId, days }: PatientAction & { days: number },
): Promise<{ serviceExpiryDate: string }> {
  await assertPatientInScope(db, actor, patientId);
  const today = utcToday();
  const patient = await db
    .selectFrom('patient')
    .select('serviceExpiryDate')
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  if (!canEnableService(patient, today)) throw conflict(PATIENT_MESSAGES.serviceRunning);
  const row = await db
    .updateTable('patient')
    .set({ serviceEnabled: true, serviceExpiryDate: sql<string>`${today}::date + ${days}::int` })
    .where('id', '=', patientId)
    .returning('serviceExpiryDate')
    .executeTakeFirstOrThrow();
  return { serviceExpiryDate: row.serviceExpiryDate! };
}

export async function recordOutcome(
  db: Db,
  { actor, patientId, value }: PatientAction & { value: Outcome },
): Promise<void> {
  await assertPatientInScope(db, actor, patientId);
  await db
    .insertInto('treatmentOutcome')
    .values({ patientId, value, recordedBy: actor.userId, source: 'staff' })
    .execute();
}

/** The clinics the caller may move the patient to: those in reach, but the patient's own. */
export async function clinicChoices(db: Db, { actor, patientId }: PatientAction): Promise<ClinicRef[]> {
  await assertPatientInScope(db, actor, patientId);
  return db
    .selectFrom('clinic')
    .select(['clinic.id as idclinic', 'clinic.name as clinicName'])
    .where(clinicInReach(actor.patientScope))
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
  await assertPatientInScope(db, actor, patientId);
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
  await assertPatientInScope(db, actor, patientId);
  await db.deleteFrom('patient').where('id', '=', patientId).execute();
}

/** Clinic decisions for several patients at once; undecided entries are not submitted (spec core §4). */
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
    const inScope = await trx
      .selectFrom('patient')
      .select('patient.id')
      .where(
        'patient.id',
        'in',
        decided.map((decision) => decision.idpatient),
      )
      .where(inPatientScope(actor.patientScope))
      .execute();
    const allowed = new Set(inScope.map((row) => row.id));
    // All or nothing: one patient out of scope refuses the whole submission, with the usual 404.
    if (allowed.size !== new Set(decided.map((decision) => decision.idpatient)).size) {
      await assertPatientInScope(
        trx,
        actor,
        decided.find((decision) => !allowed.has(decision.idpatient))!.idpatient,
      );
    }
    for (const decision of decided) {
      await trx
        .updateTable('patient')
        .set({ approvedClinic: decision.approvedClinic })
        .where('id', '=', decision.idpatient)
        .execute();
    }
    return { updated: decided.length };
  });
}
