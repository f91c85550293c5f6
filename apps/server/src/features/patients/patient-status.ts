import type { Customer, PatientStatusRow } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { inPatientScope } from '../../platform/access/patient-scope.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { utcToday } from './list-service.ts';
import { statusRows } from './status-rows.ts';

export const NO_PATIENT_MESSAGE = 'No patient with that id, try another patient';

/** Throws the spec's 404 unless the patient exists and is in the actor's scope. */
export async function assertPatientInScope(db: Db, actor: Actor, patientId: number): Promise<void> {
  const found = await db
    .selectFrom('patient')
    .select('patient.id')
    .where('patient.id', '=', patientId)
    .where(inPatientScope(actor.patientScope))
    .executeTakeFirst();
  if (!found) throw notFound(NO_PATIENT_MESSAGE);
}

/** GET /patients/{id}/status: one patient's row with every variable of the flavour. */
export async function patientStatus(
  db: Db,
  options: { actor: Actor; customer: Customer; patientId: number },
): Promise<PatientStatusRow> {
  await assertPatientInScope(db, options.actor, options.patientId);
  const variables = await db
    .selectFrom('patientVariable')
    .select('id')
    .where('flavour', 'in', [options.customer, 'both'])
    .orderBy('sortOrder')
    .execute();
  const [row] = await statusRows(
    db,
    [options.patientId],
    variables.map((variable) => variable.id),
    utcToday(),
  );
  return row!;
}
