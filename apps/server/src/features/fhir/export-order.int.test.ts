import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { runQueuedExports } from './export-job.ts';

interface Line {
  resourceType: string;
  id: string;
  subject?: { reference: string };
  effectiveDateTime?: string;
}

/** Enough patients for several Observation reads under way at once, and several steps of the other types. */
const PATIENTS = 57;

describe('$export of many patients', () => {
  let test: TestApp;
  let token: string;
  let patientIds: number[];

  beforeAll(async () => {
    test = await createTestApp({ CUSTOMER: 'generic' });
    const { db } = test.database;
    const clinic = await createClinic(db);
    token = await loginAs(test.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    patientIds = [];
    for (let index = 0; index < PATIENTS; index += 1) {
      patientIds.push((await createPatient(db, { clinicIds: [clinic.clinicId] })).id);
    }
    const variables = await db.selectFrom('patientVariable').select(['id', 'code']).execute();
    const variableId = (code: string) => variables.find((variable) => variable.code === code)?.id ?? -1;
    // Newest first, so that id order is not time order: each patient's values, then one panel.
    await db
      .insertInto('variableValue')
      .values(
        patientIds.flatMap((patientId) => [
          ...[3, 2, 1].map((day) => ({
            patientId,
            variableId: variableId('SYS'),
            timeStamp: new Date(Date.UTC(2026, 9, day, 8)),
            value: 120 + day,
            source: 'staff' as const,
          })),
          {
            patientId,
            variableId: variableId('DIA'),
            timeStamp: new Date(Date.UTC(2026, 9, 2, 8)),
            value: 80,
            source: 'staff' as const,
          },
        ]),
      )
      .execute();
  });
  afterAll(() => test.close());

  it('writes every patient’s Observations in patient order: values oldest first, then panels', async () => {
    const headers = authHeaders(token);
    const kickOff = await test.app.inject({
      method: 'GET',
      url: '/fhir/R4/$export?_type=Patient,Observation',
      headers: { ...headers, prefer: 'respond-async', accept: 'application/fhir+json' },
    });
    expect(kickOff.statusCode, kickOff.body).toBe(202);
    await runQueuedExports({ db: test.database.db, customer: 'generic' });
    const status = await test.app.inject({
      method: 'GET',
      url: new URL(String(kickOff.headers['content-location'])).pathname,
      headers,
    });
    const manifest = status.json<{ output: { type: string; url: string; count: number }[] }>();
    const file = async (type: string) => {
      const url = manifest.output.find((output) => output.type === type)?.url ?? '';
      const response = await test.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
      return response.body
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Line);
    };
    expect((await file('Patient')).map((patient) => Number(patient.id))).toEqual(patientIds);

    const observations = await file('Observation');
    expect(manifest.output.find((output) => output.type === 'Observation')?.count).toBe(PATIENTS * 5);
    const expected = patientIds.flatMap((patientId) =>
      ['2026-10-01', '2026-10-02', '2026-10-02', '2026-10-03', 'panel 2026-10-02'].map(
        (what) => `Patient/${patientId} ${what}`,
      ),
    );
    expect(
      observations.map(
        (line) =>
          `${line.subject?.reference} ${line.id.startsWith('bp-') ? 'panel ' : ''}${line.effectiveDateTime?.slice(0, 10)}`,
      ),
    ).toEqual(expected);
  });
});
