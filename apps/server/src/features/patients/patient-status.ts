import { utcToday } from '@vigil/domain';
import type { Customer, PatientStatusRow } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { statusRows } from './status-rows.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/** GET /patients/{id}/status: one patient's row with every variable of the flavour. */
export async function patientStatus(
  db: Db,
  options: { actor: Actor; customer: Customer; patientId: number },
): Promise<PatientStatusRow> {
  await patientsOf(db, options.actor).require(options.patientId);
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
