import { isUniqueViolation } from '../../db/errors.ts';
import { knownAgeSql } from '../patient-status/index.ts';
import {
  PATIENT_MESSAGES,
  selectGeneralLimit,
  type Customer,
  type Limit,
  type LimitForm,
  type LimitValues,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { requireFlavourVariable } from '../variables/index.ts';
import { validLimitValues } from './form.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';
import { findGeneralLimits, findPatientInScope, findPatientLimits, scopedPatientIds } from './queries.ts';

/** The answer for a patient outside the caller's scope: the same as for one that does not exist. */
export const UNKNOWN_PATIENT_MESSAGE = PATIENT_MESSAGES.noPatient;

interface LimitOptions {
  readonly db: Db;
  readonly customer: Customer;
  readonly actor: Actor;
}

interface PatientVariableOptions extends LimitOptions {
  readonly patientId: number;
  readonly variableId: number;
}

/** GET /limitsuser: the patient limits of every patient in the caller's scope. */
export function listPatientLimits({ db, customer, actor }: LimitOptions): Promise<Limit[]> {
  return findPatientLimits(db, { customer, language: actor.language }, patientsOf(db, actor));
}

/** DELETE /limitsuser/{id}: the patient falls back to the general limit that matches them. */
export async function deletePatientLimit({ db, actor, limitId }: LimitOptions & { limitId: number }) {
  const deleted = await db
    .deleteFrom('limitUser')
    .where('id', '=', limitId)
    .where('patientId', 'in', scopedPatientIds(patientsOf(db, actor)))
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound(CATALOGUE.limit.notFound);
}

/**
 * GET /patients/{id}/variables/{varId}/limit: the limit in force (docs/requirements/limits-and-statuses.md#limit-in-force) — the patient's own,
 * else the most specific general limit for their gender and age in whole years today; null when
 * none applies.
 */
export async function findLimitInForce(
  options: PatientVariableOptions & { today: string },
): Promise<Limit | null> {
  const { db, customer, actor, variableId, today } = options;
  const patient = await requirePatient(options);
  await requireFlavourVariable(db, customer, variableId);
  const [own] = await findPatientLimits(db, { customer, language: actor.language }, patientsOf(db, actor), {
    patientId: patient.id,
    variableId,
  });
  if (own) return own;
  const { age } = await patientsOf(db, actor)
    .patients()
    .select(knownAgeSql('patient', today).as('age'))
    .where('patient.id', '=', patient.id)
    .executeTakeFirstOrThrow();
  return selectGeneralLimit(
    await findGeneralLimits(db, { customer, language: actor.language }, { variableId }),
    patient.gender,
    age,
  );
}

interface PatientLimitChange extends PatientVariableOptions {
  readonly form: LimitForm;
}

/**
 * POST /patients/{id}/variables/{varId}/limitsuser: the patient's own limit. Editing the general
 * limit shown for a patient lands here, so the general limit itself never changes from a patient.
 */
export async function createPatientLimit(options: PatientLimitChange): Promise<Limit> {
  const { db, actor, patientId, variableId } = options;
  const values = await validPatientLimit(options);
  try {
    await db
      .insertInto('limitUser')
      .values({ ...values, patientId, variableId, createdBy: actor.userId })
      .execute();
  } catch (error) {
    // The patient already has their own limit: the dialog should have sent an update (PUT).
    if (isUniqueViolation(error)) throw conflict(CATALOGUE.limit.wrongActionType);
    throw error;
  }
  return requireOwnLimit(options);
}

/** PUT /patients/{id}/variables/{varId}/limitsuser: changes the patient's own limit. */
export async function updatePatientLimit(options: PatientLimitChange): Promise<Limit> {
  const { db, actor, patientId, variableId } = options;
  const values = await validPatientLimit(options);
  const updated = await db
    .updateTable('limitUser')
    .set({ ...values, updatedAt: sql`now()` })
    .where('patientId', '=', patientId)
    .where('variableId', '=', variableId)
    .where('patientId', 'in', scopedPatientIds(patientsOf(db, actor)))
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound(CATALOGUE.limit.notFound);
  return requireOwnLimit(options);
}

/** The checks of a patient-limit change, in order: the patient, the variable, then the form. */
async function validPatientLimit(options: PatientLimitChange): Promise<LimitValues> {
  const { db, customer, variableId, form } = options;
  await requirePatient(options);
  await requireFlavourVariable(db, customer, variableId);
  // The variable is the one in the URL; a form naming another one is a confused client.
  if (form.patientVariable && form.patientVariable.idpatientVariables !== variableId) {
    throw badRequest(CATALOGUE.limit.chooseVariable);
  }
  return validLimitValues({ ...form, patientVariable: { idpatientVariables: variableId } }, 'LimitsUser');
}

async function requirePatient({ db, actor, patientId }: PatientVariableOptions) {
  const patient = await findPatientInScope(patientsOf(db, actor), patientId);
  if (!patient) throw notFound(UNKNOWN_PATIENT_MESSAGE);
  return patient;
}

async function requireOwnLimit({ db, customer, actor, patientId, variableId }: PatientVariableOptions) {
  const [own] = await findPatientLimits(db, { customer, language: actor.language }, patientsOf(db, actor), {
    patientId,
    variableId,
  });
  if (!own) throw notFound(CATALOGUE.limit.notFound);
  return own;
}
