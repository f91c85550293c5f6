import { patientListResponseSchema, statusSortRank, withLimitsInForce } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeaders,
  createClinic,
  createPatient,
  createUser,
  loginAs,
  type TestClinic,
} from '../../test/factory.ts';

/** Values are set straight in patient_variable_latest: these tests are about the list, not the computation. */
async function setLatest(db: Db, patientId: number, code: string, value: number | null) {
  const variable = await db
    .selectFrom('patientVariable')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('patientVariableLatest')
    .values({ patientId, variableId: variable.id, value, timeStamp: new Date('2026-11-20T06:00:00Z') })
    .onConflict((conflict) => conflict.columns(['patientId', 'variableId']).doUpdateSet({ value }))
    .execute();
  return variable.id;
}

async function setLimit(db: Db, code: string, limits: number[]) {
  const variable = await db
    .selectFrom('patientVariable')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const [alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh] = limits as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  await db.deleteFrom('limitGeneral').where('variableId', '=', variable.id).execute();
  await db
    .insertInto('limitGeneral')
    .values({
      variableId: variable.id,
      gender: 'ALL',
      alertLow,
      abnormalLow,
      lowerLimitNormal,
      upperLimitNormal,
      abnormalHigh,
      alertHigh,
    })
    .execute();
}

describe('patients list', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'generic' });
    const db = server.database.db;
    clinic = await createClinic(db);
    const other = await createClinic(db);
    token = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    // Pulse limits: ≤40 alert low, ≤50 abnormal low, <60 normal low, ≤100 normal, <110 normal high, <130 abnormal high.
    await setLimit(db, 'PULSE', [40, 50, 60, 100, 110, 130]);
    const pulses: Record<string, number | null> = {
      alertLow: 35,
      abnormalLow: 45,
      normal: 70,
      normalHigh: 105,
      abnormalHigh: 120,
      alertHigh: 140,
      noValue: null,
    };
    for (const [name, pulse] of Object.entries(pulses)) {
      const patient = await createPatient(db, { clinicIds: [clinic.clinicId] });
      await db
        .updateTable('patient')
        .set({ firstName: name, lastName: 'Testsson' })
        .where('id', '=', patient.id)
        .execute();
      await setLatest(db, patient.id, 'PULSE', pulse);
      ids[name] = patient.id;
    }
    ids.inactive = (await createPatient(db, { clinicIds: [clinic.clinicId], inactive: true })).id;
    ids.stranger = (await createPatient(db, { clinicIds: [other.clinicId] })).id;
    const model = await db
      .insertInto('aiModel')
      .values({
        kind: 'hospitalization_risk',
        version: 1,
        trainedAt: new Date(),
        parameters: '{}',
        metrics: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [name, score] of [
      ['normal', 0.9],
      ['alertLow', 0.2],
    ] as const) {
      await db
        .insertInto('aiPrediction')
        .values({ patientId: ids[name]!, modelId: model.id, riskScore: score, riskScoreRank: 1 })
        .execute();
    }
  });
  afterAll(() => server.close());

  const list = async (query: Record<string, string> = {}) => {
    const response = await server.app.inject({
      url: `/api/v1/patients/status?${new URLSearchParams(query).toString()}`,
      headers: authHeaders(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    // The answer is the schema's, nothing more, and reads as the screen reads it.
    const page = patientListResponseSchema.parse(response.json());
    expect(page).toEqual(response.json());
    return withLimitsInForce(page);
  };
  const names = (body: { patients: { firstName: string }[] }) =>
    body.patients.map((patient) => patient.firstName);

  it('names a patient’s clinics in the order of their names', async () => {
    const db = server.database.db;
    const second = await createClinic(db);
    await db.updateTable('clinic').set({ name: 'Zeta ward' }).where('id', '=', clinic.clinicId).execute();
    await db.updateTable('clinic').set({ name: 'Alpha ward' }).where('id', '=', second.clinicId).execute();
    const patient = await createPatient(db, { clinicIds: [clinic.clinicId, second.clinicId] });
    const row = (await list({ sort: 'NAME', pageSize: '500' })).patients.find(
      (candidate) => candidate.idpatient === patient.id,
    );
    expect(row?.clinicsName).toEqual(['Alpha ward', 'Zeta ward']);
    const one = (await list({ sort: 'NAME', pageSize: '500' })).patients.find(
      (candidate) => candidate.idpatient === ids.normal,
    );
    expect(one?.clinicsName).toEqual(['Zeta ward']);
    await db.deleteFrom('patient').where('id', '=', patient.id).execute();
  });

  it('writes each limit once, and every entry names one written', async () => {
    const response = await server.app.inject({ url: '/api/v1/patients/status', headers: authHeaders(token) });
    const page = patientListResponseSchema.parse(response.json());
    const named = page.patients.flatMap((patient) =>
      Object.values(patient.dangerList).flatMap((entry) =>
        entry.limitIndex === null ? [] : [entry.limitIndex],
      ),
    );
    expect(new Set(named)).toEqual(new Set(page.limits.keys()));
    // The patients share the general limits: fewer written than named.
    expect(page.limits.length).toBeLessThan(named.length);
  });

  it('shows only the caller’s patients, active ones unless asked', async () => {
    const body = await list();
    expect(body.total).toBe(7);
    expect(body.patients.map((patient) => patient.idpatient)).not.toContain(ids.stranger);
    expect((await list({ showInactive: 'true' })).total).toBe(8);
  });

  it('sorts by AI score by default, highest first and unscored last', async () => {
    const body = await list();
    expect(names(body).slice(0, 2)).toEqual(['normal', 'alertLow']);
  });

  it('sorts by a variable in the spec’s status order, and flips on the second click', async () => {
    const ascending = names(await list({ sort: 'PULSE' }));
    expect(ascending).toEqual([
      'abnormalLow',
      'alertLow',
      'normal',
      'abnormalHigh',
      'alertHigh',
      'normalHigh',
      'noValue',
    ]);
    const descending = names(await list({ sort: 'PULSE', direction: 'desc' }));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by a variable that is not among the window’s columns', async () => {
    const otherWindow = await list({ window: '2', sort: 'PULSE' });
    expect(otherWindow.variables.map((variable) => variable.acronyme)).not.toContain('PULSE');
    expect(names(otherWindow)).toEqual(names(await list({ sort: 'PULSE' })));
  });

  it('pages through a variable sort without losing or repeating anyone, either way', async () => {
    for (const direction of ['asc', 'desc']) {
      const whole = names(await list({ sort: 'PULSE', direction }));
      const pages = [];
      for (let page = 0; page * 3 < whole.length; page += 1) {
        const shown = names(await list({ sort: 'PULSE', direction, page: String(page), pageSize: '3' }));
        expect(shown.length).toBe(Math.min(3, whole.length - page * 3));
        pages.push(...shown);
      }
      expect(pages, direction).toEqual(whole);
    }
  });

  it('gives each row the statuses of the window’s variables, with value and limit', async () => {
    const body = await list({ sort: 'NAME' });
    const pulseColumn = body.variables.find((variable) => variable.acronyme === 'PULSE');
    expect(pulseColumn).toBeDefined();
    const alertHigh = body.patients.find((patient) => patient.idpatient === ids.alertHigh)!;
    expect(alertHigh.dangerList[String(pulseColumn!.idpatientVariables)]).toMatchObject({
      status: 'ALERT_HIGH',
      variableValue: 140,
      isPatientLimit: false,
      limit: { alertHigh: 130 },
    });
  });

  it('a patient limit changes the status at once and is marked as the patient’s', async () => {
    const db = server.database.db;
    const variable = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', 'PULSE')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('limitUser')
      .values({
        patientId: ids.alertHigh!,
        variableId: variable.id,
        alertLow: 40,
        abnormalLow: 50,
        lowerLimitNormal: 60,
        upperLimitNormal: 150,
        abnormalHigh: 160,
        alertHigh: 170,
      })
      .execute();
    const row = (await list()).patients.find((patient) => patient.idpatient === ids.alertHigh)!;
    expect(row.dangerList[String(variable.id)]).toMatchObject({ status: 'NORMAL', isPatientLimit: true });
    expect(row.dangerList[String(variable.id)]!.limit).toEqual({
      alertLow: 40,
      abnormalLow: 50,
      lowerLimitNormal: 60,
      upperLimitNormal: 150,
      abnormalHigh: 160,
      alertHigh: 170,
    });
    // Sorting ranks by the same limit in force that the rows show.
    const sorted = (await list({ sort: 'PULSE' })).patients;
    const ranks = sorted.map((patient) => statusSortRank(patient.dangerList[String(variable.id)]!.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(sorted.map((patient) => patient.firstName).slice(2, 4)).toEqual(['normal', 'alertHigh']);
    await db.deleteFrom('limitUser').where('patientId', '=', ids.alertHigh!).execute();
  });

  it('filters by name, case-insensitively, treating % literally', async () => {
    expect(names(await list({ filter: 'ALERTH' }))).toEqual(['alertHigh']);
    expect((await list({ filter: '%' })).total).toBe(0);
  });

  it('pages with the requested size', async () => {
    const first = await list({ sort: 'NAME', pageSize: '3' });
    const second = await list({ sort: 'NAME', pageSize: '3', page: '1' });
    expect(first.patients).toHaveLength(3);
    expect(second.patients).toHaveLength(3);
    expect(new Set([...names(first), ...names(second)]).size).toBe(6);
  });

  it('an unknown sort column is refused with a message', async () => {
    const response = await server.app.inject({
      url: '/api/v1/patients/status?sort=NOPE',
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Unknown sort column');
  });

  it('one patient’s status is 404 outside the scope, with the spec text', async () => {
    const response = await server.app.inject({
      url: `/api/v1/patients/${ids.stranger}/status`,
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No patient with that id, try another patient');
    const own = await server.app.inject({
      url: `/api/v1/patients/${ids.normal}/status`,
      headers: authHeaders(token),
    });
    expect(own.statusCode).toBe(200);
  });
});
