// A catalogue of its own, without the schemas beside it: message-ids.ts (which the web's signed-in
// frame reads whole) imports it, and a schema module would construct all its schemas there.

/** docs/requirements/validation.md#organization-forms, checked in this order for a clinic. */
export const ORGANIZATION_MESSAGES = {
  missingOrganizationName: 'Missing organization name',
  missingOrganization: 'Missing organization',
  missingCountry: 'Missing country',
  missingClinicName: 'Missing clinic name',
  missingName: 'Missing name',
  organizationTaken: 'An organization with that name already exists',
  clinicTaken: 'A clinic with that name already exists',
  countryTaken: 'A country with that name already exists',
  unknownOrganization: 'Could not find the organization',
  unknownClinic: 'Could not find the clinic',
  unknownCountry: 'Could not find the country',
} as const;
