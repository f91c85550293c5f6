import type { OrganizationsAndClinics } from '@vigil/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';

/** GET /organizations-and-clinics-and-countries: every organization, clinic and country. */
export async function organizationsAndClinics(db: Db): Promise<OrganizationsAndClinics> {
  const [clinics, organizations, countries] = await Promise.all([
    db
      .selectFrom('clinic')
      .innerJoin('organization', 'organization.id', 'clinic.organizationId')
      .innerJoin('country', 'country.id', 'clinic.countryId')
      .select([
        'clinic.id',
        'clinic.name',
        'clinic.city',
        'clinic.isDryGuardians',
        'clinic.premiumEndDate',
        'organization.id as organizationId',
        'organization.name as organizationName',
        'country.id as countryId',
        'country.name as countryName',
      ])
      .orderBy('clinic.name')
      .execute(),
    db
      .selectFrom('organization')
      .select((eb) => [
        'organization.id',
        'organization.name',
        'organization.organizationNumber',
        jsonArrayFrom(
          eb
            .selectFrom('clinic')
            .select('clinic.name')
            .whereRef('clinic.organizationId', '=', 'organization.id')
            .orderBy('clinic.name'),
        ).as('clinics'),
      ])
      .orderBy('organization.name')
      .execute(),
    db.selectFrom('country').select(['id', 'name']).orderBy('name').execute(),
  ]);
  return {
    clinics: clinics.map((clinic) => ({
      idclinic: clinic.id,
      clinicName: clinic.name,
      city: clinic.city,
      isDryGuardians: clinic.isDryGuardians,
      premiumEndDate: clinic.premiumEndDate,
      organization: { idorganization: clinic.organizationId, organizationName: clinic.organizationName },
      country: { idcountry: clinic.countryId, name: clinic.countryName },
    })),
    organizations: organizations.map((organization) => ({
      idorganization: organization.id,
      organizationName: organization.name,
      organizationNumber: organization.organizationNumber,
      clinicNames: organization.clinics.map((clinic) => clinic.name),
    })),
    countries: countries.map((country) => ({ idcountry: country.id, name: country.name })),
  };
}
