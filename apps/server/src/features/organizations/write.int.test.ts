import {
  ORGANIZATION_MESSAGES as MESSAGES,
  premiumEndFrom,
  type OrganizationsAndClinics,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('organizations, clinics and countries (POST /organizations, /clinics, /countries)', () => {
  let server: TestApp;
  let admin: string;
  let superuser: string;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    const clinic = await createClinic(db);
    admin = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_ADMIN', clinicIds: [clinic.clinicId] }),
    );
    superuser = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_SUPERUSER', clinicIds: [clinic.clinicId] }),
    );
  });
  afterAll(() => server.close());

  const post = (url: string, payload: unknown, token = admin) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      payload: payload as object,
    });

  it('an admin creates an organization, a country and a premium clinic, then edits each', async () => {
    const organization = (
      await post('/organizations', { organizationName: 'Northern Health', organizationNumber: '556677-8899' })
    )
      .json<OrganizationsAndClinics>()
      .organizations.find((item) => item.organizationName === 'Northern Health')!;
    const country = (await post('/countries', { name: 'Iceland' }))
      .json<OrganizationsAndClinics>()
      .countries.find((item) => item.name === 'Iceland')!;
    const premiumEnd = premiumEndFrom('2026-11-25');
    expect(premiumEnd).toBe('2027-11-25');
    const created = await post('/clinics', {
      organization: { idorganization: organization.idorganization },
      country: { idcountry: country.idcountry },
      clinicName: 'Reykjavik Continence Clinic',
      city: 'Reykjavik',
      isDryGuardians: true,
      premiumEndDate: premiumEnd,
    });
    expect(created.statusCode).toBe(200);
    const clinic = created
      .json<OrganizationsAndClinics>()
      .clinics.find((item) => item.clinicName === 'Reykjavik Continence Clinic')!;
    expect(clinic).toMatchObject({
      city: 'Reykjavik',
      isDryGuardians: true,
      premiumEndDate: premiumEnd,
      organization: { organizationName: 'Northern Health' },
      country: { name: 'Iceland' },
    });

    const edited = await post('/clinics', {
      idclinic: clinic.idclinic,
      organization: { idorganization: organization.idorganization },
      country: { idcountry: country.idcountry },
      clinicName: 'Reykjavik Children’s Clinic',
      city: 'Reykjavik',
      isDryGuardians: false,
      premiumEndDate: null,
    });
    expect(
      edited.json<OrganizationsAndClinics>().clinics.find((item) => item.idclinic === clinic.idclinic),
    ).toMatchObject({
      clinicName: 'Reykjavik Children’s Clinic',
      premiumEndDate: null,
      isDryGuardians: false,
    });
    const renamed = await post('/organizations', {
      idorganization: organization.idorganization,
      organizationName: 'Northern Health Trust',
    });
    expect(
      renamed
        .json<OrganizationsAndClinics>()
        .organizations.find((item) => item.idorganization === organization.idorganization),
    ).toMatchObject({
      organizationName: 'Northern Health Trust',
      clinicNames: ['Reykjavik Children’s Clinic'],
    });
    const country2 = await post('/countries', { idcountry: country.idcountry, name: 'Ísland' });
    expect(country2.json<OrganizationsAndClinics>().countries.map((item) => item.name)).toContain('Ísland');
  });

  it('refuses with the spec’s messages in the spec’s order, and stores nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const refused = async (url: string, payload: unknown, message: string, status = 400) => {
      const response = await post(url, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    };
    await refused('/organizations', { organizationName: '  ' }, MESSAGES.missingOrganizationName);
    await refused('/organizations', {}, MESSAGES.missingOrganizationName);
    await refused('/clinics', { clinicName: '' }, MESSAGES.missingOrganization);
    await refused(
      '/clinics',
      { organization: { idorganization: 1 }, clinicName: '' },
      MESSAGES.missingCountry,
    );
    await refused(
      '/clinics',
      { organization: { idorganization: 1 }, country: { idcountry: 1 }, clinicName: ' ' },
      MESSAGES.missingClinicName,
    );
    await refused(
      '/clinics',
      { organization: { idorganization: 2_000_000_000 }, country: { idcountry: 1 }, clinicName: 'X' },
      MESSAGES.unknownOrganization,
    );
    await refused('/countries', { name: '' }, MESSAGES.missingName);
    await refused('/countries', { idcountry: 2_000_000_000, name: 'Atlantis' }, MESSAGES.unknownCountry, 404);
    await post('/countries', { name: 'Norway' });
    const afterNorway = await databaseFingerprint(server.database.db);
    await refused('/countries', { name: 'NORWAY' }, MESSAGES.countryTaken, 409);
    expect(await databaseFingerprint(server.database.db)).toEqual(afterNorway);
    expect(afterNorway).not.toEqual(before);
  });

  it('is the admin rights group’s: a superuser gets 403 and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    expect((await post('/organizations', { organizationName: 'Sneaky' }, superuser)).statusCode).toBe(403);
    expect((await post('/countries', { name: 'Sneaky' }, superuser)).statusCode).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
