import {
  clinicFormSchema,
  countryFormSchema,
  organizationFormSchema,
  organizationsAndClinicsSchema,
  PATIENT_CONNECTIONS,
  POSITIONS,
  profilesSchema,
} from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { assignableRoles } from '../../platform/access/users.ts';
import { organizationsAndClinics } from './read.ts';
import { saveClinic, saveCountry, saveOrganization } from './write.ts';

export function registerOrganizationRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/getProfiles',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags: ['users'],
        summary: 'Roles the caller may assign, positions and scopes',
        response: { 200: profilesSchema },
      },
    },
    (request) => ({
      roles: assignableRoles(requireActor(request)),
      positions: [...POSITIONS],
      patientConnections: [...PATIENT_CONNECTIONS],
    }),
  );

  api.get(
    '/organizations-and-clinics-and-countries',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags: ['organizations'],
        summary: 'Organizations, clinics and countries',
        response: { 200: organizationsAndClinicsSchema },
      },
    },
    () => organizationsAndClinics(db),
  );

  // Control organization's add buttons and edit pens: the admin rights group (docs/requirements/administration.md#organization-page).
  const admin = { access: 'ADMIN_RIGHTS' } as const;
  const tags = ['organizations'];
  const response = { 200: organizationsAndClinicsSchema };

  api.post(
    '/organizations',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an organization, or change the one idorganization names',
        body: organizationFormSchema,
        response,
      },
    },
    (request) => saveOrganization(db, request.body),
  );

  api.post(
    '/clinics',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a clinic, or change the one idclinic names',
        body: clinicFormSchema,
        response,
      },
    },
    (request) => saveClinic(db, request.body),
  );

  api.post(
    '/countries',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a country, or rename the one idcountry names',
        body: countryFormSchema,
        response,
      },
    },
    (request) => saveCountry(db, request.body),
  );
}
