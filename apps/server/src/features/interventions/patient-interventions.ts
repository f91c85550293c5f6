import {
  patientInterventionDates,
  type InterventionType,
  type PatientIntervention,
  type PatientInterventionInput,
  type PatientInterventionUpdate,
  CATALOGUE,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { patientInterventions } from './queries.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/** GET /intervention-patient/all/patient/{id}: the patient's interventions, newest start first. */
export async function listPatientInterventions(
  db: Db,
  { actor, patientId }: { actor: Actor; patientId: number },
): Promise<PatientIntervention[]> {
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  return patientInterventions(db, { patientId, language: actor.language, patients });
}

/** POST /intervention-patient/create: records an intervention for a patient in the caller's scope. */
export async function createPatientIntervention(
  db: Db,
  { actor, input }: { actor: Actor; input: PatientInterventionInput },
): Promise<PatientIntervention> {
  await patientsOf(db, actor).require(input.patientId);
  const { interventionId, startDate, endDate } = await validFields(db, input);
  const row = await db
    .insertInto('patientIntervention')
    .values({
      patientId: input.patientId,
      interventionId,
      comment: input.comment!.trim(),
      startDate,
      endDate,
      createdBy: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return onePatientIntervention(db, actor, input.patientId, row.id);
}

/**
 * PUT /intervention-patient/update: changes the intervention, comment and dates of a record. The
 * record stays with its patient: an id that is not one of that patient's records is not found.
 */
export async function updatePatientIntervention(
  db: Db,
  { actor, input }: { actor: Actor; input: PatientInterventionUpdate },
): Promise<PatientIntervention> {
  await patientsOf(db, actor).require(input.patientId);
  const { interventionId, startDate, endDate } = await validFields(db, input);
  const result = await db
    .updateTable('patientIntervention')
    .set({ interventionId, comment: input.comment!.trim(), startDate, endDate })
    .where('id', '=', input.idinterventionPatient)
    .where('patientId', '=', input.patientId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound(CATALOGUE.intervention.notFound);
  return onePatientIntervention(db, actor, input.patientId, input.idinterventionPatient);
}

/** The spec's checks (docs/requirements/validation.md#intervention-form) with the chosen intervention's type, or a 400 with its message. */
async function validFields(
  db: Db,
  input: PatientInterventionInput,
): Promise<{ interventionId: number; startDate: string; endDate: string | null }> {
  const interventionId = input.intervention?.idintervention ?? null;
  const type = interventionId === null ? null : await interventionType(db, interventionId);
  const dates = patientInterventionDates(input, type);
  if (!dates.ok) throw badRequest(dates.message);
  if (interventionId === null || type === null) throw badRequest(CATALOGUE.intervention.unknownIntervention);
  return { interventionId, startDate: dates.startDate, endDate: dates.endDate };
}

async function interventionType(db: Db, id: number): Promise<InterventionType | null> {
  const row = await db.selectFrom('intervention').select('type').where('id', '=', id).executeTakeFirst();
  return row?.type ?? null;
}

async function onePatientIntervention(
  db: Db,
  actor: Actor,
  patientId: number,
  id: number,
): Promise<PatientIntervention> {
  const [record] = await patientInterventions(db, {
    patientId,
    language: actor.language,
    id,
    patients: patientsOf(db, actor),
  });
  if (!record) throw notFound(CATALOGUE.intervention.notFound);
  return record;
}
