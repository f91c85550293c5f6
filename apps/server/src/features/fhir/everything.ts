import type { Customer } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { bloodPressurePanels } from './blood-pressure.ts';
import { PATIENT_RESOURCE_SOURCES } from './clinical.ts';
import { readerOf } from './reader.ts';
import { everyObservation } from './observation.ts';
import { readPatient } from './patient.ts';
import { locations, organizations } from './places.ts';
import { searchBundle } from './search.ts';

/**
 * GET Patient/{id}/$everything: the patient, their organization and clinics, every Observation,
 * prediction, alert, message and hospital stay, in one searchset Bundle; undefined outside scope.
 */
export async function everything(
  db: Db,
  actor: Actor,
  patientId: number,
  customer: Customer,
  baseUrl: string,
) {
  const patient = await readPatient(db, actor, patientId);
  if (!patient) return undefined;
  const clinics = await db
    .selectFrom('patientClinic')
    .select('clinicId')
    .where('patientId', '=', patientId)
    .execute();
  const places = await locations(
    db,
    actor,
    clinics.map((clinic) => clinic.clinicId),
  );
  const owners = await organizations(
    db,
    actor,
    places.map((place) => Number(place.managingOrganization.reference.split('/')[1])),
  );
  const resources: object[] = [
    patient,
    ...owners,
    ...places,
    ...(await everyObservation(db, patientId, customer)),
    ...(await bloodPressurePanels(db, [patientId])),
  ];
  const reader = await readerOf(db, actor);
  for (const source of PATIENT_RESOURCE_SOURCES)
    resources.push(...(await source.ofPatients(db, [patientId], reader)));
  return searchBundle(
    resources,
    [{ relation: 'self', url: `${baseUrl}/Patient/${patientId}/$everything` }],
    baseUrl,
  );
}
