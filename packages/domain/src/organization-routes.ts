import type { RouteGroup } from './contract/route.ts';
import {
  clinicFormSchema,
  countryFormSchema,
  organizationFormSchema,
  organizationsAndClinicsSchema,
  profilesSchema,
} from './organizations.ts';

// Control organization's add buttons and edit pens: the admin rights group (docs/requirements/administration.md#organization-page).
const admin = 'ADMIN_RIGHTS';
const tags = ['organizations'];

/** Organizations, clinics, countries, and the profiles a user may be given. */
export const organizationRoutes = {
  profiles: {
    method: 'GET',
    path: '/getProfiles',
    access: 'USER_RIGHTS',
    tags: ['users'],
    summary: 'Roles the caller may assign, positions and scopes',
    answer: profilesSchema,
  },
  organizationsAndClinics: {
    method: 'GET',
    path: '/organizations-and-clinics-and-countries',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Organizations, clinics and countries',
    answer: organizationsAndClinicsSchema,
  },
  saveOrganization: {
    method: 'POST',
    path: '/organizations',
    access: admin,
    tags,
    summary: 'Create an organization, or change the one idorganization names',
    body: organizationFormSchema,
    answer: organizationsAndClinicsSchema,
  },
  saveClinic: {
    method: 'POST',
    path: '/clinics',
    access: admin,
    tags,
    summary: 'Create a clinic, or change the one idclinic names',
    body: clinicFormSchema,
    answer: organizationsAndClinicsSchema,
  },
  saveCountry: {
    method: 'POST',
    path: '/countries',
    access: admin,
    tags,
    summary: 'Create a country, or rename the one idcountry names',
    body: countryFormSchema,
    answer: organizationsAndClinicsSchema,
  },
} as const satisfies RouteGroup;
