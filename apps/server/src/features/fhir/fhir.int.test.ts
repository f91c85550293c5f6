import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { insertCategory } from '../categories/test-world.ts';
import { validationErrors } from './test-validator.ts';

interface Bundle {
  resourceType: string;
  type: string;
  link: { relation: string; url: string }[];
  entry: { fullUrl: string; resource: Record<string, unknown> & { id: string } }[];
}

interface Outcome {
  resourceType: 'OperationOutcome';
  issue: { severity: string; code: string; diagnostics: string }[];
}

describe('FHIR R4: metadata, Patient and Observation', () => {
  let test: TestApp;
  let nurse: string;
  let doctor: string;
  let otherNurse: string;
  let patientId: number;
  let ownPatientId: number;
  let otherPatientId: number;
  let sysValueId: number;
  let predictionId: number;

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { ...(token ? authHeaders(token) : {}), ...headers } });

  beforeAll(async () => {
    test = await createTestApp({ CUSTOMER: 'generic' });
    const { db } = test.database;
    const clinic = await createClinic(db);
    const other = await createClinic(db);
    const nurseUser = await createUser(db, { clinicIds: [clinic.clinicId] });
    const doctorUser = await createUser(db, {
      clinicIds: [clinic.clinicId],
      patientConnection: 'OWN_PATIENTS',
    });
    const otherUser = await createUser(db, { clinicIds: [other.clinicId] });
    patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
    ownPatientId = (
      await createPatient(db, { clinicIds: [clinic.clinicId], responsibleUserId: doctorUser.id })
    ).id;
    otherPatientId = (await createPatient(db, { clinicIds: [other.clinicId] })).id;
    await db
      .updateTable('patient')
      .set({
        dateOfBirth: '2016-04-02',
        gender: 'Female',
        firstName: 'Astrid',
        socialSecurityNr: '20160402-1234',
      })
      .where('id', '=', patientId)
      .execute();
    const variables = await db.selectFrom('patientVariable').select(['id', 'code']).execute();
    const variableId = (code: string) => variables.find((variable) => variable.code === code)?.id ?? -1;
    const rows = [];
    for (let day = 0; day < 30; day += 1) {
      const timeStamp = new Date(Date.UTC(2026, 9, 1 + day, 7, 30));
      rows.push({
        patientId,
        variableId: variableId('SYS'),
        timeStamp,
        value: 120 + day,
        source: 'staff' as const,
      });
      rows.push({
        patientId,
        variableId: variableId('WEIGHT'),
        timeStamp,
        value: 70 + day / 10,
        source: 'staff' as const,
      });
    }
    rows.push({
      patientId: otherPatientId,
      variableId: variableId('SYS'),
      timeStamp: new Date(),
      value: 150,
      source: 'staff' as const,
    });
    const inserted = await db.insertInto('variableValue').values(rows).returning('id').execute();
    sysValueId = inserted[0]?.id ?? -1;
    await db
      .insertInto('nightlyEntry')
      .values({
        patientId,
        night: '2026-10-05',
        value: 1,
        wokeUp: true,
        selfWokeUp: false,
        wetSecondTime: null,
        source: 'phone',
      })
      .execute();
    await db
      .insertInto('hospitalization')
      .values({
        patientId,
        admittedAt: new Date('2026-10-20T09:00:00Z'),
        dischargedAt: new Date('2026-10-24T15:00:00Z'),
        status: 'DISCHARGED',
      })
      .execute();
    await db
      .insertInto('patientMessage')
      .values({ patientId, title: 'Reminder', text: 'Please weigh yourself daily' })
      .execute();
    const modelId = (
      await db
        .insertInto('aiModel')
        .values({
          kind: 'hospitalization_risk',
          version: 3,
          parameters: JSON.stringify({ featureNames: ['weightGain', 'age'] }),
          active: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    predictionId = (
      await db
        .insertInto('aiPrediction')
        .values({
          modelId,
          patientId,
          asOf: '2026-10-30',
          riskScore: 0.27,
          contributions: [0.8, -0.1],
          observedValues: [2.4, null],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('patientVariableLatest')
      .values({
        patientId,
        variableId: variableId('PULSE'),
        timeStamp: new Date('2026-10-30T07:00:00Z'),
        value: 190,
      })
      .execute();
    nurse = await loginAs(test.app, nurseUser);
    doctor = await loginAs(test.app, doctorUser);
    otherNurse = await loginAs(test.app, otherUser);
  });
  afterAll(() => test.close());

  it('publishes a CapabilityStatement of FHIR 4.0.1 without a session', async () => {
    const response = await get('/fhir/R4/metadata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const statement = response.json<{ fhirVersion: string; rest: { resource: { type: string }[] }[] }>();
    expect(statement.fhirVersion).toBe('4.0.1');
    expect(statement.rest[0]?.resource.map((resource) => resource.type)).toEqual(
      expect.arrayContaining(['Patient', 'Observation', 'CodeSystem']),
    );
    expect(validationErrors(statement)).toEqual([]);
  });

  it('publishes the Vigil code systems', async () => {
    const response = await get('/fhir/R4/CodeSystem/vigil-variables');
    expect(response.statusCode).toBe(200);
    const system = response.json<{ url: string; concept: { code: string }[] }>();
    expect(system.concept.map((concept) => concept.code)).toEqual(
      expect.arrayContaining(['WET', 'DWDEV', 'NIGHT']),
    );
    expect(validationErrors(system)).toEqual([]);
    expect(validationErrors((await get('/fhir/R4/CodeSystem/vigil-night-outcome')).json())).toEqual([]);
    expect((await get('/fhir/R4/CodeSystem/nope')).statusCode).toBe(404);
  });

  it('refuses a call without a session with 401 and an OperationOutcome', async () => {
    const response = await get(`/fhir/R4/Patient/${patientId}`);
    expect(response.statusCode).toBe(401);
    expect(response.json<Outcome>().resourceType).toBe('OperationOutcome');
    expect(response.json<Outcome>().issue[0]?.code).toBe('login');
  });

  it('reads a Patient by X-Auth-Token and by a Bearer token, pseudonymous and valid', async () => {
    const byHeader = await get(`/fhir/R4/Patient/${patientId}`, nurse);
    const byBearer = await get(`/fhir/R4/Patient/${patientId}`, undefined, {
      authorization: `Bearer ${nurse}`,
    });
    expect(byHeader.statusCode).toBe(200);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual(byHeader.json());
    const patient = byHeader.json<Record<string, unknown>>();
    expect(patient).toMatchObject({
      resourceType: 'Patient',
      id: String(patientId),
      gender: 'female',
      birthDate: '2016-04-02',
    });
    expect(byHeader.body).not.toContain('20160402-1234');
    expect(validationErrors(patient)).toEqual([]);
  });

  it('answers another clinic’s patient with 404 and an OperationOutcome, per scope', async () => {
    const response = await get(`/fhir/R4/Patient/${otherPatientId}`, nurse);
    expect(response.statusCode).toBe(404);
    expect(response.json<Outcome>().issue[0]?.code).toBe('not-found');
    expect((await get(`/fhir/R4/Patient/${otherPatientId}`, otherNurse)).statusCode).toBe(200);
    // The doctor sees only the patients they are responsible for.
    expect((await get(`/fhir/R4/Patient/${patientId}`, doctor)).statusCode).toBe(404);
    expect((await get(`/fhir/R4/Patient/${ownPatientId}`, doctor)).statusCode).toBe(200);
    const search = (await get('/fhir/R4/Patient', doctor)).json<Bundle>();
    expect(search.entry.map((entry) => entry.resource.id)).toEqual([String(ownPatientId)]);
    const observations = await get(`/fhir/R4/Observation?patient=${patientId}`, otherNurse);
    expect(observations.json<Bundle>().entry).toEqual([]);
    expect((await get(`/fhir/R4/Observation/v-${sysValueId}`, otherNurse)).statusCode).toBe(404);
  });

  it('searches patients by _id, name and birthdate', async () => {
    const ids = (query: string) =>
      get(`/fhir/R4/Patient?${query}`, nurse).then((response) =>
        response.json<Bundle>().entry.map((entry) => Number(entry.resource.id)),
      );
    expect(await ids(`_id=${patientId},${otherPatientId}`)).toEqual([patientId]);
    expect(await ids('name=astr')).toEqual([patientId]);
    expect(await ids('birthdate=2016-04-02')).toEqual([patientId]);
    expect(await ids('birthdate=ge2016-04-03')).toEqual([]);
    expect(await ids('birthdate=le2016')).toEqual([patientId]);
    expect((await ids('')).sort()).toEqual([patientId, ownPatientId].sort());
  });

  it('pages a search with next links until the last page', async () => {
    const seen: string[] = [];
    let url: string | undefined =
      `/fhir/R4/Observation?patient=Patient/${patientId}&code=http://loinc.org|8480-6&_count=7`;
    let pages = 0;
    while (url) {
      const bundle: Bundle = (await get(url, nurse)).json<Bundle>();
      seen.push(...bundle.entry.map((entry) => entry.resource.id));
      const next = bundle.link.find((link) => link.relation === 'next')?.url;
      url = next && new URL(next).pathname + new URL(next).search;
      pages += 1;
    }
    expect(pages).toBe(5);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('searches observations by code, date and sort, with LOINC, UCUM and validity', async () => {
    const response = await get(
      `/fhir/R4/Observation?patient=${patientId}&code=29463-7&date=ge2026-10-10&date=le2026-10-12&_sort=-date`,
      nurse,
    );
    expect(response.statusCode).toBe(200);
    const bundle = response.json<Bundle>();
    const resources = bundle.entry.map((entry) => entry.resource);
    expect(resources.map((resource) => resource.effectiveDateTime)).toEqual([
      '2026-10-12T07:30:00.000Z',
      '2026-10-11T07:30:00.000Z',
      '2026-10-10T07:30:00.000Z',
    ]);
    const first = resources[0] as unknown as { code: { coding: object[] }; valueQuantity: object };
    expect(first.code.coding).toContainEqual({
      system: 'http://loinc.org',
      code: '29463-7',
      display: 'Body weight',
    });
    expect(first.valueQuantity).toEqual({
      value: 71.1,
      unit: 'kg',
      system: 'http://unitsofmeasure.org',
      code: 'kg',
    });
    expect(validationErrors(bundle)).toEqual([]);
  });

  it('gives the latest value its traffic-light status as interpretation', async () => {
    const { db } = test.database;
    const latest = await db
      .selectFrom('patientVariableLatest')
      .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
      .select(['status', 'timeStamp'])
      .where('patientId', '=', patientId)
      .where('patientVariable.code', '=', 'SYS')
      .executeTakeFirst();
    const bundle = (
      await get(`/fhir/R4/Observation?patient=${patientId}&code=SYS&_count=1`, nurse)
    ).json<Bundle>();
    const first = bundle.entry[0]?.resource as { interpretation?: { coding: { code: string }[] }[] };
    if (latest && latest.status !== 'NOT_SET_LIMIT' && latest.status !== 'NOT_SET_VALUE') {
      const expected =
        { ALERT_HIGH: 'HH', ABNORMAL_HIGH: 'H', ALERT_LOW: 'LL', ABNORMAL_LOW: 'L' }[
          latest.status as string
        ] ?? 'N';
      expect(first.interpretation?.[0]?.coding[0]?.code).toBe(expected);
    } else {
      expect(first.interpretation).toBeUndefined();
    }
  });

  it('reads one Observation by id', async () => {
    const response = await get(`/fhir/R4/Observation/v-${sysValueId}`, nurse);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resourceType: 'Observation', valueQuantity: { value: 120 } });
    expect((await get('/fhir/R4/Observation/x-1', nurse)).statusCode).toBe(404);
    expect((await get('/fhir/R4/Observation/v-999999999', nurse)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown parameter', '/fhir/R4/Patient?foo=1'],
    ['a malformed date', `/fhir/R4/Observation?patient=${0}&date=ge2026-13-01`],
    ['a malformed birthdate', '/fhir/R4/Patient?birthdate=yesterday'],
    ['a count of zero', '/fhir/R4/Patient?_count=0'],
    ['a count that is no number', '/fhir/R4/Patient?_count=ten'],
    ['an observation search without a patient', '/fhir/R4/Observation?code=SYS'],
    ['a bad patient reference', '/fhir/R4/Observation?patient=Group/1'],
    ['an unsupported sort', '/fhir/R4/Observation?patient=1&_sort=value'],
    ['an XML format', '/fhir/R4/Patient?_format=xml'],
  ])('refuses %s with 400 and an OperationOutcome', async (_case, url) => {
    const response = await get(url, nurse);
    expect(response.statusCode).toBe(400);
    const outcome = response.json<Outcome>();
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(outcome.issue[0]?.code).toBe('invalid');
    expect(outcome.issue[0]?.diagnostics).not.toBe('');
  });

  it('caps _count', async () => {
    const bundle = (
      await get(`/fhir/R4/Observation?patient=${patientId}&_count=100000`, nurse)
    ).json<Bundle>();
    expect(bundle.link.find((link) => link.relation === 'self')?.url).toContain('_count=500');
  });

  it('answers an unknown interaction with 404 OperationOutcome', async () => {
    const response = await get('/fhir/R4/Medication/1', nurse);
    expect(response.statusCode).toBe(404);
    expect(response.json<Outcome>().resourceType).toBe('OperationOutcome');
  });

  it('writes every read to the audit trail', async () => {
    await get(`/fhir/R4/Patient/${patientId}`, nurse, { 'x-client-platform': 'fhir-test' });
    await get(`/fhir/R4/Patient/${otherPatientId}`, nurse, { 'x-client-platform': 'fhir-test' });
    const rows = await test.database.db
      .selectFrom('auditTrail')
      .select(['url', 'status', 'error'])
      .where('url', 'like', '/fhir/R4/Patient/%')
      .where('platform', '=', 'fhir-test')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { url: `/fhir/R4/Patient/${patientId}`, status: 200, error: null },
        {
          url: `/fhir/R4/Patient/${otherPatientId}`,
          status: 404,
          error: `Patient/${otherPatientId} is not known`,
        },
      ]),
    );
  });

  it('gives AI predictions as RiskAssessments with model version and factors', async () => {
    const bundle = (await get(`/fhir/R4/RiskAssessment?patient=${patientId}`, nurse)).json<Bundle>();
    expect(bundle.entry).toHaveLength(1);
    const risk = bundle.entry[0]?.resource ?? { id: '' };
    expect(risk).toMatchObject({
      id: String(predictionId),
      occurrenceDateTime: '2026-10-30',
      prediction: [{ outcome: { text: 'Hospitalization within 14 days' }, probabilityDecimal: 0.27 }],
    });
    const extensions = (risk as unknown as { extension: { url: string; extension?: { url: string }[] }[] })
      .extension;
    expect(extensions.filter((extension) => extension.url.endsWith('risk-factor'))).toHaveLength(2);
    expect(extensions).toContainEqual({
      url: 'https://vigil.health/fhir/StructureDefinition/model-version',
      valueInteger: 3,
    });
    expect(validationErrors(risk)).toEqual([]);
    expect((await get(`/fhir/R4/RiskAssessment/${predictionId}`, nurse)).json()).toEqual(risk);
    expect((await get(`/fhir/R4/RiskAssessment/${predictionId}`, otherNurse)).statusCode).toBe(404);
    expect(
      (await get(`/fhir/R4/RiskAssessment?patient=${patientId}`, otherNurse)).json<Bundle>().entry,
    ).toEqual([]);
  });

  it('gives a red status as an active Flag, a message as a Communication, a stay as an Encounter', async () => {
    const flags = (await get(`/fhir/R4/Flag?patient=${patientId}`, nurse)).json<Bundle>();
    expect(flags.entry.map((entry) => (entry.resource.code as { text: string }).text)).toEqual([
      'Pulse: critically high',
    ]);
    const messages = (await get(`/fhir/R4/Communication?subject=Patient/${patientId}`, nurse)).json<Bundle>();
    expect(messages.entry[0]?.resource).toMatchObject({
      status: 'in-progress',
      payload: [{ contentString: 'Please weigh yourself daily' }],
    });
    const stays = (await get(`/fhir/R4/Encounter?patient=${patientId}`, nurse)).json<Bundle>();
    expect(stays.entry[0]?.resource).toMatchObject({
      status: 'finished',
      period: { start: '2026-10-20T09:00:00.000Z', end: '2026-10-24T15:00:00.000Z' },
    });
    for (const bundle of [flags, messages, stays]) expect(validationErrors(bundle)).toEqual([]);
    for (const type of ['Flag', 'Communication', 'Encounter']) {
      const found = (await get(`/fhir/R4/${type}?patient=${patientId}`, nurse)).json<Bundle>().entry[0]
        ?.resource;
      expect((await get(`/fhir/R4/${type}/${found?.id}`, nurse)).statusCode).toBe(200);
      expect((await get(`/fhir/R4/${type}/${found?.id}`, otherNurse)).statusCode).toBe(404);
      expect((await get(`/fhir/R4/${type}?patient=${patientId}&foo=1`, nurse)).statusCode).toBe(400);
      expect((await get(`/fhir/R4/${type}`, nurse)).statusCode).toBe(400);
    }
  });

  it('gives the alert categories the caller sees, the patient is in now, as Flags', async () => {
    const { db } = test.database;
    const pulse = (
      await db
        .selectFrom('patientVariable')
        .select('id')
        .where('code', '=', 'PULSE')
        .executeTakeFirstOrThrow()
    ).id;
    const highPulse = { variableId: pulse, relation: 'GT' as const, threshold: 150 };
    const shared = await insertCategory(db, { name: 'Racing heart', alert: true, variable: [highPulse] });
    // Not an alert category, and another user's own alert category: neither is a Flag of the nurse's.
    await insertCategory(db, { name: 'Fast pulse list', variable: [highPulse] });
    const someoneElse = await createUser(db, { clinicIds: [] });
    await insertCategory(db, {
      name: 'Private alert',
      alert: true,
      createdBy: someoneElse.id,
      variable: [highPulse],
    });
    try {
      const flags = (await get(`/fhir/R4/Flag?patient=${patientId}`, nurse)).json<Bundle>();
      expect(
        flags.entry.map((entry) => [entry.resource.id, (entry.resource.code as { text: string }).text]),
      ).toEqual([
        [expect.stringMatching(/^\d+-\d+$/), 'Pulse: critically high'],
        [`${patientId}-c${shared}`, 'In alert category: Racing heart'],
      ]);
      expect(validationErrors(flags)).toEqual([]);
      expect((await get(`/fhir/R4/Flag/${patientId}-c${shared}`, nurse)).json()).toEqual(
        flags.entry[1]?.resource,
      );
      expect((await get(`/fhir/R4/Flag/${patientId}-c${shared}`, otherNurse)).statusCode).toBe(404);
      // A patient outside the category (no pulse) has none.
      const calm = (await get(`/fhir/R4/Flag?patient=${ownPatientId}`, nurse)).json<Bundle>();
      expect(calm.entry).toEqual([]);
    } finally {
      await db
        .deleteFrom('ruleBasedCategory')
        .where('name', 'in', ['Racing heart', 'Fast pulse list', 'Private alert'])
        .execute();
    }
  });

  it('gives the caller’s clinics as Locations of their Organizations, no other', async () => {
    const patient = (await get(`/fhir/R4/Patient/${patientId}`, nurse)).json<{
      managingOrganization: { reference: string };
    }>();
    const organizations = (await get('/fhir/R4/Organization', nurse)).json<Bundle>();
    expect(organizations.entry.map((entry) => `Organization/${entry.resource.id}`)).toEqual([
      patient.managingOrganization.reference,
    ]);
    const places = (await get('/fhir/R4/Location', nurse)).json<Bundle>();
    expect(places.entry).toHaveLength(1);
    expect(places.entry[0]?.resource.managingOrganization).toEqual(patient.managingOrganization);
    for (const bundle of [organizations, places]) expect(validationErrors(bundle)).toEqual([]);
    const otherPlace = (await get('/fhir/R4/Location', otherNurse)).json<Bundle>().entry[0]?.resource.id;
    expect((await get(`/fhir/R4/Location/${otherPlace}`, nurse)).statusCode).toBe(404);
  });

  it('gives everything of a patient in one Bundle, and nothing of another clinic’s', async () => {
    const response = await get(`/fhir/R4/Patient/${patientId}/$everything`, nurse);
    expect(response.statusCode).toBe(200);
    const bundle = response.json<Bundle>();
    const count = (type: string) =>
      bundle.entry.filter((entry) => entry.resource.resourceType === type).length;
    expect([count('Patient'), count('Observation'), count('Organization'), count('Location')]).toEqual([
      1, 60, 1, 1,
    ]);
    expect([count('RiskAssessment'), count('Flag'), count('Communication'), count('Encounter')]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(validationErrors(bundle)).toEqual([]);
    expect((await get(`/fhir/R4/Patient/${otherPatientId}/$everything`, nurse)).statusCode).toBe(404);
  });

  it('gives a category message delivered to a patient as a Communication', async () => {
    const { db } = test.database;
    const { clinicIds } = await db
      .selectFrom('patient')
      .select('clinicIds')
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    const id = (await createPatient(db, { clinicIds })).id;
    const category = await db
      .insertInto('ruleBasedCategory')
      .values({ name: `Evening ${id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto('categoryMessage')
      .values({
        categoryType: 'RULE_BASED',
        ruleBasedCategoryId: category.id,
        language: 'en',
        messageTitle: 'Evening',
        messageText: 'Remember to measure',
        sentToPatients: true,
      })
      .returning(['uuid', 'version'])
      .executeTakeFirstOrThrow();
    const delivery = await db
      .insertInto('categoryMessageDelivery')
      .values({
        messageUuid: message.uuid,
        messageVersion: message.version,
        patientId: id,
        slot: '2026-10-10',
        channel: 'phone',
        dueAt: '2026-10-10T17:00:00Z',
        createdAt: '2026-10-10T17:00:00Z',
        deliveredAt: '2026-10-10T17:05:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const bundle = (await get(`/fhir/R4/Communication?patient=${id}`, nurse)).json<Bundle>();
    const communication = bundle.entry[0]?.resource ?? { id: '' };
    expect(bundle.entry).toHaveLength(1);
    expect(communication).toMatchObject({
      id: `c-${delivery.id}`,
      status: 'completed',
      topic: { text: 'Evening' },
      sent: '2026-10-10T17:00:00.000Z',
      received: '2026-10-10T17:05:00.000Z',
      payload: [{ contentString: 'Remember to measure' }],
      medium: [{ text: 'phone' }],
    });
    expect(validationErrors(communication)).toEqual([]);
    expect((await get(`/fhir/R4/Communication/c-${delivery.id}`, nurse)).json()).toEqual(communication);
    expect((await get(`/fhir/R4/Communication/c-${delivery.id}`, otherNurse)).statusCode).toBe(404);
  });

  it('groups a systolic and a diastolic value of one moment into a blood-pressure panel', async () => {
    const { db } = test.database;
    const { clinicIds } = await db
      .selectFrom('patient')
      .select('clinicIds')
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    const id = (await createPatient(db, { clinicIds })).id;
    const variables = await db.selectFrom('patientVariable').select(['id', 'code']).execute();
    const variableId = (code: string) => variables.find((variable) => variable.code === code)?.id ?? -1;
    const at = new Date('2026-10-10T08:00:00Z');
    const [systolic, diastolic] = await db
      .insertInto('variableValue')
      .values([
        { patientId: id, variableId: variableId('SYS'), timeStamp: at, value: 131, source: 'staff' },
        { patientId: id, variableId: variableId('DIA'), timeStamp: at, value: 84, source: 'staff' },
        {
          patientId: id,
          variableId: variableId('SYS'),
          timeStamp: new Date('2026-10-11T08:00:00Z'),
          value: 140,
          source: 'staff',
        },
      ])
      .returning('id')
      .execute();

    const bundle = (await get(`/fhir/R4/Patient/${id}/$everything`, nurse)).json<Bundle>();
    const panels = bundle.entry
      .map((entry) => entry.resource)
      .filter((resource) => JSON.stringify(resource.code ?? '').includes('85354-9'));
    expect(panels).toHaveLength(1);
    const panel = panels[0] ?? { id: '' };
    expect(panel).toMatchObject({
      id: `bp-${systolic?.id}-${diastolic?.id}`,
      effectiveDateTime: at.toISOString(),
      hasMember: [
        { reference: `Observation/v-${systolic?.id}` },
        { reference: `Observation/v-${diastolic?.id}` },
      ],
      component: [
        { code: { coding: [{ code: '8480-6' }] }, valueQuantity: { value: 131, code: 'mm[Hg]' } },
        { code: { coding: [{ code: '8462-4' }] }, valueQuantity: { value: 84, code: 'mm[Hg]' } },
      ],
    });
    expect(validationErrors(panel)).toEqual([]);

    const read = await get(`/fhir/R4/Observation/${panel.id}`, nurse);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(panel);
    expect((await get(`/fhir/R4/Observation/${panel.id}`, otherNurse)).statusCode).toBe(404);
    expect((await get(`/fhir/R4/Observation/bp-${systolic?.id}-1`, nurse)).statusCode).toBe(404);
  });
});

describe('FHIR R4 in the bedwetting flavour', () => {
  let test: TestApp;
  afterAll(() => test.close());

  it('gives a night as an Observation in the Vigil code systems', async () => {
    test = await createTestApp();
    const { db } = test.database;
    const clinic = await createClinic(db);
    const token = await loginAs(test.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    const { id } = await createPatient(db, { clinicIds: [clinic.clinicId] });
    await db
      .insertInto('nightlyEntry')
      .values({
        patientId: id,
        night: '2026-10-05',
        value: 1,
        wokeUp: true,
        selfWokeUp: false,
        source: 'phone',
      })
      .execute();
    const response = await test.app.inject({
      method: 'GET',
      url: `/fhir/R4/Observation?patient=${id}&code=NIGHT`,
      headers: authHeaders(token),
    });
    const night = response.json<Bundle>().entry[0]?.resource;
    expect(night).toMatchObject({
      effectiveDateTime: '2026-10-05',
      valueCodeableConcept: {
        coding: [{ system: 'https://vigil.health/fhir/CodeSystem/vigil-night-outcome', code: 'wet' }],
      },
    });
    expect(validationErrors(night ?? {})).toEqual([]);
  });
});
