import { FHIR_SYSTEMS } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** The clinics whose patients the caller sees (all of them for the product admin), in id order. */
function clinicsInReach(db: Db, actor: Pick<Actor, 'patientScope'>) {
  return db
    .selectFrom('clinic')
    .innerJoin('organization', 'organization.id', 'clinic.organizationId')
    .select([
      'clinic.id',
      'clinic.name',
      'clinic.city',
      'clinic.organizationId',
      'organization.name as organizationName',
    ])
    .where(patientsOf(db, actor).clinicsInReach)
    .orderBy('clinic.id');
}

/** A clinic as a FHIR Location, managed by its organization. */
function locationResource(clinic: { id: number; name: string; city: string; organizationId: number }) {
  return {
    resourceType: 'Location',
    id: String(clinic.id),
    identifier: [{ system: FHIR_SYSTEMS.clinicId, value: String(clinic.id) }],
    status: 'active',
    name: clinic.name,
    mode: 'instance',
    ...(clinic.city ? { address: { city: clinic.city } } : {}),
    managingOrganization: { reference: `Organization/${clinic.organizationId}` },
  };
}

function organizationResource(organization: { id: number; name: string }) {
  return {
    resourceType: 'Organization',
    id: String(organization.id),
    identifier: [{ system: FHIR_SYSTEMS.organizationId, value: String(organization.id) }],
    active: true,
    name: organization.name,
  };
}

/** The caller's clinics as Locations (optionally only some). */
export async function locations(db: Db, actor: Pick<Actor, 'patientScope'>, clinicIds?: readonly number[]) {
  let query = clinicsInReach(db, actor);
  if (clinicIds) query = query.where('clinic.id', 'in', clinicIds.length > 0 ? [...clinicIds] : [-1]);
  return (await query.execute()).map(locationResource);
}

/** The organizations of the caller's clinics (optionally only some). */
export async function organizations(
  db: Db,
  actor: Pick<Actor, 'patientScope'>,
  organizationIds?: readonly number[],
) {
  let query = clinicsInReach(db, actor);
  if (organizationIds) {
    query = query.where(
      'clinic.organizationId',
      'in',
      organizationIds.length > 0 ? [...organizationIds] : [-1],
    );
  }
  const seen = new Map<number, ReturnType<typeof organizationResource>>();
  for (const clinic of await query.execute()) {
    if (!seen.has(clinic.organizationId)) {
      seen.set(
        clinic.organizationId,
        organizationResource({ id: clinic.organizationId, name: clinic.organizationName }),
      );
    }
  }
  return [...seen.values()].sort((a, b) => Number(a.id) - Number(b.id));
}
