import { organizationRoutes, PATIENT_CONNECTIONS, POSITIONS } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { assignableRoles } from '../../platform/access/users.ts';
import { serve } from '../../platform/contract.ts';
import { organizationsAndClinics } from './read.ts';
import { saveClinic, saveCountry, saveOrganization } from './write.ts';

export function registerOrganizationRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, organizationRoutes.profiles, (request) => ({
    roles: assignableRoles(requireActor(request)),
    positions: [...POSITIONS],
    patientConnections: [...PATIENT_CONNECTIONS],
  }));

  serve(api, organizationRoutes.organizationsAndClinics, () => organizationsAndClinics(db));
  serve(api, organizationRoutes.saveOrganization, (request) => saveOrganization(db, request.body));
  serve(api, organizationRoutes.saveClinic, (request) => saveClinic(db, request.body));
  serve(api, organizationRoutes.saveCountry, (request) => saveCountry(db, request.body));
}
