import { utcToday } from '@vigil/domain';
import type { Customer, PatientStatusRow } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { assertPatientInScope as assertInScope } from '../../platform/access/patient-scope.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { statusRows } from './status-rows.ts';

/** Throws the spec's 404 unless the patient exists and is in the actor's scope. */
export function assertPatientInScope(db: Db, actor: Actor, patientId: number): Promise<void> {
  return assertInScope(db, actor.patientScope, patientId);
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
