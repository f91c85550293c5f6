import { CUSTOMERS, type Customer } from '@vigil/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../demo/seed.ts';
import { createRecordingMailer } from '../../platform/mailer.ts';
import { createTestDatabase } from '../../test/database.ts';
import { authHeaders, loginAs } from '../../test/factory.ts';
import { validationErrors } from './test-validator.ts';

interface Bundle {
  link: { relation: string; url: string }[];
  entry: { resource: { resourceType: string; id: string } }[];
}

async function read(app: FastifyInstance, token: string, url: string): Promise<Bundle> {
  const response = await app.inject({ method: 'GET', url, headers: authHeaders(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Bundle>();
}

interface FhirObservation {
  resourceType: string;
  id: string;
  code: { coding: { code: string }[] };
  effectiveDateTime: string;
  valueQuantity?: { value: number };
  hasMember?: { reference: string }[];
  component?: { valueQuantity: { value: number } }[];
}

/** Every resource a search yields, following its next links. */
async function everyPage(app: FastifyInstance, token: string, first: string) {
  const resources: Bundle['entry'][number]['resource'][] = [];
  let url: string | undefined = first;
  while (url) {
    const bundle = await read(app, token, url);
    expect(validationErrors({ ...bundle, entry: [] })).toEqual([]);
    resources.push(...bundle.entry.map((entry) => entry.resource));
    const next: string | undefined = bundle.link.find((link) => link.relation === 'next')?.url;
    url = next && new URL(next).pathname + new URL(next).search;
  }
  return resources;
}

describe.each(CUSTOMERS)('every FHIR resource of the %s demo clinic', (customer: Customer) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      APP_PROFILE: 'test',
      DEMO_DATA: 'false',
      JOBS: 'false',
      CUSTOMER: customer,
      DEMO_PATIENTS: '12',
    });
    database = await createTestDatabase();
    const logins = await seedDemoClinicIfEmpty(database.db, config);
    app = await buildApp({ config, database, mailer: createRecordingMailer() });
    await app.ready();
    const admin = logins?.find((login) => login.username === 'appadmin');
    if (!admin) throw new Error('the demo has no product admin');
    token = await loginAs(app, admin);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('validates against the R4 base profiles with no error', async () => {
    const patients = await everyPage(app, token, '/fhir/R4/Patient?_count=500');
    expect(patients.length).toBeGreaterThan(5);
    const resources: { resourceType: string; id: string }[] = [...patients];
    for (const patient of patients) {
      resources.push(
        ...(await everyPage(app, token, `/fhir/R4/Observation?patient=${patient.id}&_count=500`)),
      );
    }
    const kinds = new Set(resources.map((resource) => resource.resourceType));
    expect(kinds).toEqual(new Set(['Patient', 'Observation']));
    const errors = resources.flatMap((resource) =>
      validationErrors(resource).map((error) => `${resource.resourceType}/${resource.id} ${error}`),
    );
    expect(errors.slice(0, 20)).toEqual([]);
    expect(resources.length).toBeGreaterThan(1000);
  }, 300_000);

  it('round-trips every Observation of $everything to the values the API gives', async () => {
    const patients = await everyPage(app, token, '/fhir/R4/Patient?_count=3');
    // A child with a treatment's worth of values (the demo's newest children have few or none).
    let patient = { id: '' };
    let observations: FhirObservation[] = [];
    for (const candidate of patients.slice(0, 10)) {
      const bundle = await read(app, token, `/fhir/R4/Patient/${candidate.id}/$everything`);
      observations = bundle.entry
        .map((entry) => entry.resource as unknown as FhirObservation)
        .filter(
          (resource) =>
            resource.resourceType === 'Observation' && resource.code.coding.at(-1)?.code !== 'NIGHT',
        );
      patient = { id: candidate.id ?? '' };
      if (observations.length > 100) break;
    }
    expect(observations.length).toBeGreaterThan(100);
    // A blood-pressure panel holds the values of its two members, which are checked below.
    const isPanel = (observation: FhirObservation) => observation.code.coding[0]?.code === '85354-9';
    for (const panel of observations.filter(isPanel)) {
      const members = (panel.hasMember ?? []).map((member) =>
        observations.find((observation) => `Observation/${observation.id}` === member.reference),
      );
      expect(members.map((member) => member?.effectiveDateTime)).toEqual([
        panel.effectiveDateTime,
        panel.effectiveDateTime,
      ]);
      expect(panel.component?.map((component) => component.valueQuantity.value)).toEqual(
        members.map((member) => member?.valueQuantity?.value),
      );
    }
    const byCode = new Map<string, FhirObservation[]>();
    for (const observation of observations.filter((candidate) => !isPanel(candidate))) {
      const code = observation.code.coding.at(-1)?.code ?? '';
      byCode.set(code, [...(byCode.get(code) ?? []), observation]);
    }
    for (const [code, ofCode] of byCode) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/patients/${patient.id}/variable-values/acronym/${code}`,
        headers: authHeaders(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const api = response.json<{ value: number | null; timeStamp: string }[]>();
      const fromApi = api.map((value) => `${value.timeStamp} ${value.value}`).sort();
      const fromFhir = ofCode
        .map((observation) => `${observation.effectiveDateTime} ${observation.valueQuantity?.value ?? null}`)
        .sort();
      expect(fromFhir, code).toEqual(fromApi);
    }
  }, 120_000);
});
