import type { Db } from '../../db/database.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { readerOf } from './reader.ts';
import type { PatientResourceSource } from './resource-source.ts';

/** Whether the patient is in the caller's scope (outside it, the patient is not there). */
export async function inScope(db: Db, actor: Actor, patientId: number): Promise<boolean> {
  const row = await patientsOf(db, actor)
    .patients()
    .select('patient.id')
    .where('patient.id', '=', patientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One resource a patient owns, when that patient is in the caller's scope. */
export async function patientResources(db: Db, actor: Actor, source: PatientResourceSource, id: string) {
  const patientId = await source.patientOf(db, id);
  if (patientId === undefined || !(await inScope(db, actor, patientId))) return undefined;
  const resources = await source.ofPatients(db, [patientId], await readerOf(db, actor));
  return resources.find((resource) => resource.id === id);
}
