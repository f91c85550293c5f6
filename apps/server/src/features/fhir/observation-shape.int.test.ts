import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { runQueuedExports } from './export-job.ts';

/**
 * Every kind of Observation, spelled out whole: what a search, a read, $everything and the bulk
 * export give must be these resources exactly, and an export's NDJSON line these very bytes
 * (compact JSON, keys in this order), so the export's lines and the API's answers are one shape.
 */

const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const VIGIL = 'https://vigil.health/fhir/CodeSystem/vigil-variables';
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const ABSENT = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'unknown' }],
};

type Resource = { readonly resourceType: string; readonly id: string } & Record<string, unknown>;
interface Bundle {
  entry: { resource: Resource }[];
}

async function openWorld(customer: Customer) {
  const test = await createTestApp({ CUSTOMER: customer });
  const { db } = test.database;
  const clinic = await createClinic(db);
  const token = await loginAs(test.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
  const patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
  const variables = await db.selectFrom('patientVariable').select(['id', 'code', 'variableName']).execute();
  const variableId = (code: string) => variables.find((variable) => variable.code === code)?.id ?? -1;
  const nameOf = (code: string) => variables.find((variable) => variable.code === code)?.variableName ?? '';
  const get = async <T>(url: string) => {
    const response = await test.app.inject({ method: 'GET', url, headers: authHeaders(token) });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json<T>();
  };
  /** The lines of the Observation file of a system-level export, run by the export job. */
  const exportedLines = async () => {
    const kickOff = await test.app.inject({
      method: 'GET',
      url: '/fhir/R4/$export?_type=Observation',
      headers: { ...authHeaders(token), prefer: 'respond-async', accept: 'application/fhir+json' },
    });
    expect(kickOff.statusCode, kickOff.body).toBe(202);
    await runQueuedExports({ db, customer });
    const manifest = await get<{ output: { type: string; url: string }[] }>(
      new URL(String(kickOff.headers['content-location'])).pathname,
    );
    const file = await test.app.inject({
      method: 'GET',
      url: new URL(manifest.output[0]?.url ?? '').pathname,
      headers: authHeaders(token),
    });
    expect(file.statusCode).toBe(200);
    return file.body.split('\n').filter((line) => line !== '');
  };
  return { test, db, patientId, variableId, nameOf, get, exportedLines };
}

const resourcesOf = (bundle: Bundle) => bundle.entry.map((entry) => entry.resource);

describe('Observations of the generic flavour, whole', () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let expected: { observations: Resource[]; panels: Resource[] };

  beforeAll(async () => {
    world = await openWorld('generic');
    const { db, patientId, variableId, nameOf } = world;
    // Texts that need escaping, a unit without a UCUM code and a variable without units.
    await db
      .updateTable('patientVariable')
      .set({ variableName: 'Weight "dry" \\ ✓' })
      .where('code', '=', 'WEIGHT')
      .execute();
    await db.updateTable('patientVariable').set({ units: 'F' }).where('code', '=', 'TEMP').execute();
    await db.updateTable('patientVariable').set({ units: '' }).where('code', '=', 'DSLM').execute();
    const stamped = (code: string, timeStamp: string, value: number | null, technicalErrorText?: string) => ({
      patientId,
      variableId: variableId(code),
      timeStamp,
      value,
      source: 'staff' as const,
      technicalErrorText: technicalErrorText ?? null,
    });
    const [systolic, diastolic, lone, pulse, weight, tiny, smaller, huge, large] = (
      await db
        .insertInto('variableValue')
        .values([
          stamped('SYS', '2026-10-10T08:00:00Z', 131),
          stamped('DIA', '2026-10-10T08:00:00Z', 84),
          stamped('SYS', '2026-10-11T08:00:00Z', 140),
          stamped('PULSE', '2026-10-12T08:00:00.123456Z', null),
          stamped('WEIGHT', '2026-10-13T08:00:00Z', 71.13333333333334, 'Scale said "E4"\nthen ✓ \\ ok'),
          stamped('TEMP', '2026-10-14T08:00:00Z', 0.00001),
          stamped('TEMP', '2026-10-15T08:00:00Z', 1.5e-7),
          stamped('DSLM', '2026-10-16T08:00:00Z', 1e21),
          stamped('DSLM', '2026-10-17T08:00:00Z', 1234567890123456),
        ])
        .returning('id')
        .execute()
    ).map((row) => `v-${row.id}`) as [string, string, string, string, string, string, string, string, string];
    // Computed days of October in Stockholm: day 1 not computed, day 2 a value, day 3 none.
    await db
      .insertInto('variableValueMonth')
      .values({
        patientId,
        variableId: variableId('DSLM'),
        month: '2026-10-01',
        zone: 'Europe/Stockholm',
        dayValues: sql<number[]>`'{NaN,3,NULL}'::float8[]`,
      })
      .execute();
    const latest = [
      ['SYS', '2026-10-10T08:00:00Z', 131, 'ALERT_HIGH'],
      ['DIA', '2026-10-10T08:00:00Z', 84, 'NORMAL'],
      ['PULSE', '2026-10-12T08:00:00.123456Z', null, 'NORMAL_LOW'],
      ['WEIGHT', '2026-10-13T08:00:00Z', 71.13333333333334, 'ABNORMAL_LOW'],
    ] as const;
    for (const [code, timeStamp, value, status] of latest) {
      await db
        .insertInto('patientVariableLatest')
        .values({ patientId, variableId: variableId(code), timeStamp, value })
        .execute();
      // The status as a limit would have set it (a status-only update keeps it).
      await db
        .updateTable('patientVariableLatest')
        .set({ status })
        .where('patientId', '=', patientId)
        .where('variableId', '=', variableId(code))
        .execute();
    }

    const subject = { reference: `Patient/${patientId}` };
    const vital = (code: string, loinc: { code: string; display: string }[], display: string) => ({
      category: [{ coding: [{ system: CATEGORY, code: 'vital-signs' }] }],
      code: {
        coding: [...loinc.map((coding) => ({ system: LOINC, ...coding })), { system: VIGIL, code, display }],
        text: display,
      },
    });
    const survey = (code: string, display: string) => ({
      category: [{ coding: [{ system: CATEGORY, code: 'survey' }] }],
      code: { coding: [{ system: VIGIL, code, display }], text: display },
    });
    const sys = vital('SYS', [{ code: '8480-6', display: 'Systolic blood pressure' }], nameOf('SYS'));
    const dslm = (id: string, effectiveDateTime: string, value: object) => ({
      resourceType: 'Observation',
      id,
      status: 'final',
      ...survey('DSLM', nameOf('DSLM')),
      subject,
      effectiveDateTime,
      ...value,
    });
    const dslmId = `d-${patientId}-${variableId('DSLM')}`;
    const [first, second] = [systolic ?? '', diastolic ?? ''].sort();
    const moment = {
      [systolic ?? '']: {
        resourceType: 'Observation',
        id: systolic,
        status: 'final',
        ...sys,
        subject,
        effectiveDateTime: '2026-10-10T08:00:00.000Z',
        valueQuantity: { value: 131, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
        interpretation: [{ coding: [{ system: INTERPRETATION, code: 'HH', display: 'Critical high' }] }],
      },
      [diastolic ?? '']: {
        resourceType: 'Observation',
        id: diastolic,
        status: 'final',
        ...vital('DIA', [{ code: '8462-4', display: 'Diastolic blood pressure' }], nameOf('DIA')),
        subject,
        effectiveDateTime: '2026-10-10T08:00:00.000Z',
        valueQuantity: { value: 84, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
        interpretation: [{ coding: [{ system: INTERPRETATION, code: 'N', display: 'Normal' }] }],
      },
    };
    expected = {
      observations: [
        dslm(`${dslmId}-20261002`, '2026-10-01T22:00:00.000Z', { valueQuantity: { value: 3 } }),
        dslm(`${dslmId}-20261003`, '2026-10-02T22:00:00.000Z', { dataAbsentReason: ABSENT }),
        moment[first ?? ''] as Resource,
        moment[second ?? ''] as Resource,
        {
          resourceType: 'Observation',
          id: lone,
          status: 'final',
          ...sys,
          subject,
          effectiveDateTime: '2026-10-11T08:00:00.000Z',
          valueQuantity: { value: 140, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
        },
        {
          resourceType: 'Observation',
          id: pulse,
          status: 'final',
          ...vital('PULSE', [{ code: '8867-4', display: 'Heart rate' }], nameOf('PULSE')),
          subject,
          effectiveDateTime: '2026-10-12T08:00:00.123Z',
          dataAbsentReason: ABSENT,
          interpretation: [{ coding: [{ system: INTERPRETATION, code: 'N', display: 'Normal' }] }],
        },
        {
          resourceType: 'Observation',
          id: weight,
          status: 'final',
          ...vital('WEIGHT', [{ code: '29463-7', display: 'Body weight' }], 'Weight "dry" \\ ✓'),
          subject,
          effectiveDateTime: '2026-10-13T08:00:00.000Z',
          valueQuantity: { value: 71.13333333333334, unit: 'kg', system: UCUM, code: 'kg' },
          interpretation: [{ coding: [{ system: INTERPRETATION, code: 'L', display: 'Low' }] }],
          note: [{ text: 'Scale said "E4"\nthen ✓ \\ ok' }],
        },
        ...[
          [tiny, '2026-10-14T08:00:00.000Z', 0.00001],
          [smaller, '2026-10-15T08:00:00.000Z', 1.5e-7],
        ].map(([id, effectiveDateTime, value]) => ({
          resourceType: 'Observation',
          id: String(id),
          status: 'final',
          ...vital('TEMP', [{ code: '8310-5', display: 'Body temperature' }], nameOf('TEMP')),
          subject,
          effectiveDateTime: String(effectiveDateTime),
          valueQuantity: { value: Number(value), unit: 'F' },
        })),
        dslm(huge ?? '', '2026-10-16T08:00:00.000Z', { valueQuantity: { value: 1e21 } }),
        dslm(large ?? '', '2026-10-17T08:00:00.000Z', { valueQuantity: { value: 1234567890123456 } }),
      ],
      panels: [
        {
          resourceType: 'Observation',
          id: `bp-${systolic?.slice(2)}-${diastolic?.slice(2)}`,
          status: 'final',
          category: [{ coding: [{ system: CATEGORY, code: 'vital-signs' }] }],
          code: {
            coding: [{ system: LOINC, code: '85354-9', display: 'Blood pressure panel' }],
            text: 'Blood pressure panel',
          },
          subject,
          effectiveDateTime: '2026-10-10T08:00:00.000Z',
          hasMember: [{ reference: `Observation/${systolic}` }, { reference: `Observation/${diastolic}` }],
          component: [
            {
              code: { coding: [{ system: LOINC, code: '8480-6', display: 'Systolic blood pressure' }] },
              valueQuantity: { value: 131, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
            },
            {
              code: { coding: [{ system: LOINC, code: '8462-4', display: 'Diastolic blood pressure' }] },
              valueQuantity: { value: 84, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
            },
          ],
        },
      ],
    };
  });
  afterAll(() => world.test.close());

  it('searches them oldest first and newest first, whole', async () => {
    const search = `/fhir/R4/Observation?patient=${world.patientId}&_count=500`;
    expect(resourcesOf(await world.get<Bundle>(`${search}&_sort=date`))).toEqual(expected.observations);
    expect(resourcesOf(await world.get<Bundle>(search))).toEqual(
      expected.observations.toSorted(
        (a, b) =>
          Date.parse(String((b as { effectiveDateTime?: string }).effectiveDateTime)) -
            Date.parse(String((a as { effectiveDateTime?: string }).effectiveDateTime)) ||
          (a.id < b.id ? 1 : -1),
      ),
    );
  });

  it('reads each of them, the panel too, by id', async () => {
    for (const resource of [...expected.observations, ...expected.panels]) {
      expect(await world.get(`/fhir/R4/Observation/${resource.id}`)).toEqual(resource);
    }
  });

  it('gives them in $everything, the panels after the single values', async () => {
    const bundle = await world.get<Bundle>(`/fhir/R4/Patient/${world.patientId}/$everything`);
    const observations = resourcesOf(bundle).filter((resource) => resource.resourceType === 'Observation');
    expect(observations).toEqual([...expected.observations, ...expected.panels]);
  });

  it('exports each as one line of compact JSON, keys in order, the patient’s panels after', async () => {
    expect(await world.exportedLines()).toEqual(
      [...expected.observations, ...expected.panels].map((resource) => JSON.stringify(resource)),
    );
  });
});

describe('Observations of the bedwetting flavour: nights, whole', () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let expected: Resource[];

  beforeAll(async () => {
    world = await openWorld('bedwetting');
    const { db, patientId } = world;
    const entry = (
      night: string,
      value: 0 | 1 | 2 | null,
      wokeUp: boolean | null,
      selfWokeUp: boolean | null,
    ) => ({ patientId, night, value, wokeUp, selfWokeUp, wetSecondTime: null, source: 'phone' }) as const;
    const [wet, unknown] = await db
      .insertInto('nightlyEntry')
      .values([entry('2026-10-05', 1, true, false), entry('2026-10-06', null, null, null)])
      .returning('id')
      .execute();
    const night = {
      status: 'final',
      category: [{ coding: [{ system: CATEGORY, code: 'survey' }] }],
      code: { coding: [{ system: VIGIL, code: 'NIGHT', display: 'Night' }], text: 'Night' },
      subject: { reference: `Patient/${patientId}` },
    };
    const detail = (code: string, display: string, valueBoolean: boolean) => ({
      code: { coding: [{ system: VIGIL, code, display }] },
      valueBoolean,
    });
    expected = [
      {
        resourceType: 'Observation',
        id: `n-${wet?.id}`,
        ...night,
        effectiveDateTime: '2026-10-05',
        valueCodeableConcept: {
          coding: [
            {
              system: 'https://vigil.health/fhir/CodeSystem/vigil-night-outcome',
              code: 'wet',
              display: 'Wet night',
            },
          ],
        },
        component: [
          detail('WOKEUP', 'Woke up to the alarm', true),
          detail('SELFWOKEUP', 'Woke up by themselves', false),
        ],
      },
      {
        resourceType: 'Observation',
        id: `n-${unknown?.id}`,
        ...night,
        effectiveDateTime: '2026-10-06',
        dataAbsentReason: ABSENT,
      },
    ];
  });
  afterAll(() => world.test.close());

  it('searches, reads and exports a night the same, whole', async () => {
    const search = await world.get<Bundle>(`/fhir/R4/Observation?patient=${world.patientId}&_sort=date`);
    expect(resourcesOf(search)).toEqual(expected);
    for (const resource of expected) {
      expect(await world.get(`/fhir/R4/Observation/${resource.id}`)).toEqual(resource);
    }
    expect(await world.exportedLines()).toEqual(expected.map((resource) => JSON.stringify(resource)));
  });
});
