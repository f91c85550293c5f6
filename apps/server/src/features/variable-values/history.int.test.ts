import {
  PATIENT_MESSAGES,
  VARIABLE_HISTORY_MESSAGES,
  variableCatalogue,
  type VariableHistory,
  messageIdOf,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { recomputeDerivedVariables } from './recompute.ts';
import { addNights, placePatient } from './test-data.ts';

const DAY = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

describe('variable history calls', () => {
  let server: TestApp;
  let token: string;
  let patientId: number;
  let otherClinicPatientId: number;

  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    const clinic = await createClinic(db);
    const otherClinic = await createClinic(db);
    token = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
    otherClinicPatientId = (await createPatient(db, { clinicIds: [otherClinic.clinicId] })).id;
    for (const id of [patientId, otherClinicPatientId]) {
      await placePatient(db, id, {
        timezone: 'UTC',
        registeredAt: new Date(Date.now() - 200 * DAY).toISOString(),
      });
      await addNights(db, id, [{ night: isoDay(190), value: 1 }]);
      // A computed day 0, 10, 40 and 150 days ago: inside 1w, 1m, 3m and 6m respectively.
      for (const daysAgo of [150, 40, 10, 0]) {
        await recomputeDerivedVariables(db, {
          customer: 'bedwetting',
          patientIds: [id],
          asOf: new Date(Date.now() - daysAgo * DAY),
        });
      }
    }
  });
  afterAll(() => server.close());

  const get = (url: string) =>
    server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authHeaders(token) });

  it('lists every bedwetting variable with its values of the last three months by default', async () => {
    const response = await get(`/patients/${patientId}/variablehistory`);
    expect(response.statusCode).toBe(200);
    const histories = response.json<VariableHistory[]>();
    expect(histories.map((history) => history.acronyme)).toEqual(
      variableCatalogue('bedwetting').map((variable) => variable.code),
    );
    const dsle = histories.find((history) => history.acronyme === 'DSLE')!;
    expect(dsle).toMatchObject({ variableName: 'Days since last entry', units: 'days' });
    expect(dsle.values.map((point) => point.value)).toEqual([150, 180, 190]);
    expect(histories.find((history) => history.acronyme === 'AI_SUCC')!.values).toEqual([]);
  });

  const durations: [string, number[]][] = [
    ['1w', [190]],
    ['1m', [180, 190]],
    ['3m', [150, 180, 190]],
    ['6m', [40, 150, 180, 190]],
  ];
  for (const [time, values] of durations) {
    it(`one variable over ${time}, oldest first`, async () => {
      const response = await get(
        `/patients/${patientId}/variablehistory/acronym?time=${time}&variableAcronym=DSLE`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<VariableHistory>().values.map((point) => point.value)).toEqual(values);
    });
  }

  it('several variables grouped by acronym, in the order asked', async () => {
    const response = await get(`/patients/${patientId}/variablehistory/grouped?acronyms=noentry,WET&time=1m`);
    expect(response.statusCode).toBe(200);
    const grouped = response.json<Record<string, VariableHistory>>();
    expect(Object.keys(grouped)).toEqual(['NOENTRY', 'WET']);
    expect(grouped.NOENTRY!.values.map((point) => point.value)).toEqual([14, 14]);
    expect(grouped.WET!.values.map((point) => point.value)).toEqual([null, null]);
  });

  it('the values of one variable, newest first, with the spec’s fields', async () => {
    const response = await get(`/patients/${patientId}/variable-values/acronym/DSLE`);
    expect(response.statusCode).toBe(200);
    const values = response.json<{ value: number; timeStamp: string }[]>();
    expect(values.map((value) => value.value)).toEqual([190, 180, 150, 40]);
    expect(values[0]).toEqual({
      value: 190,
      timeStamp: `${isoDay(0)}T00:00:00.000Z`,
      technicalError: false,
      technicalErrorText: null,
      technicalErrorFixed: false,
      wokeUp: null,
      selfWokeUp: null,
      timeStampWokeUp: null,
      wetSecondTime: null,
    });
  });

  const badRequests: [string, string][] = [
    [`/variablehistory/acronym?variableAcronym=SYS`, VARIABLE_HISTORY_MESSAGES.unknownAcronym('SYS')],
    [
      `/variablehistory/acronym?variableAcronym=NOPE&time=1m`,
      VARIABLE_HISTORY_MESSAGES.unknownAcronym('NOPE'),
    ],
    [`/variablehistory/acronym?time=1m`, VARIABLE_HISTORY_MESSAGES.acronymMissing],
    [`/variablehistory/grouped?acronyms=WET,XYZ`, VARIABLE_HISTORY_MESSAGES.unknownAcronym('XYZ')],
    [`/variablehistory/grouped?acronyms=,`, VARIABLE_HISTORY_MESSAGES.acronymMissing],
    [`/variablehistory?time=2w`, VARIABLE_HISTORY_MESSAGES.duration],
    [`/variablehistory/acronym?variableAcronym=WET&time=12m`, VARIABLE_HISTORY_MESSAGES.duration],
    [`/variable-values/acronym/UNKNOWN`, VARIABLE_HISTORY_MESSAGES.unknownAcronym('UNKNOWN')],
  ];
  for (const [path, message] of badRequests) {
    it(`refuses ${path} with a clear message`, async () => {
      const response = await get(`/patients/${patientId}${path}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', messageId: messageIdOf(message) });
    });
  }

  const everyCall = [
    '/variablehistory',
    '/variablehistory/acronym?variableAcronym=WET',
    '/variablehistory/grouped?acronyms=WET,DRY',
    '/variable-values/acronym/WET',
  ];
  for (const path of everyCall) {
    it(`another clinic's patient is not found on ${path.split('?')[0]}, and nothing changes`, async () => {
      const before = await databaseFingerprint(server.database.db);
      for (const id of [otherClinicPatientId, 987654]) {
        const response = await get(`/patients/${id}${path}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: PATIENT_MESSAGES.noPatient,
          code: 'NOT_FOUND',
          messageId: 'patient.noPatient',
        });
      }
      expect(await databaseFingerprint(server.database.db)).toEqual(before);
    });

    it(`${path.split('?')[0]} needs a session`, async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v1/patients/${patientId}${path}`,
      });
      expect(response.statusCode).toBe(401);
    });
  }
});

describe('variable history in the generic flavour', () => {
  let server: TestApp;
  let token: string;
  let patientId: number;
  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'generic' });
    const db = server.database.db;
    const clinic = await createClinic(db);
    token = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
    const systolic = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', 'SYS')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('variableValue')
      .values({ patientId, variableId: systolic.id, value: 131, timeStamp: new Date(), source: 'phone' })
      .execute();
  });
  afterAll(() => server.close());

  const get = (url: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}${url}`,
      headers: authHeaders(token),
    });

  it('lists the generic variables and their measurements', async () => {
    const histories = (await get('/variablehistory?time=1w')).json<VariableHistory[]>();
    expect(histories.map((history) => history.acronyme)).toEqual(
      variableCatalogue('generic').map((variable) => variable.code),
    );
    expect(
      histories.find((history) => history.acronyme === 'SYS')!.values.map((point) => point.value),
    ).toEqual([131]);
  });

  it('a bedwetting acronym is unknown here', async () => {
    const response = await get('/variablehistory/acronym?variableAcronym=WET');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      VARIABLE_HISTORY_MESSAGES.unknownAcronym('WET'),
    );
  });
});
