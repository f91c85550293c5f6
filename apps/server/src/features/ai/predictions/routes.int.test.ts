import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../../test/factory.ts';
import { databaseFingerprint } from '../../../test/fingerprint.ts';
import { storePredictions } from './store.ts';

describe('reading AI predictions', () => {
  let server: TestApp;
  let patientId: number;
  let predictionId: number;
  let nurse: string;
  let otherNurse: string;
  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    const clinic = await createClinic(db);
    const otherClinic = await createClinic(db);
    patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
    nurse = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    otherNurse = await loginAs(server.app, await createUser(db, { clinicIds: [otherClinic.clinicId] }));
    const modelId = (
      await db
        .insertInto('aiModel')
        .values({
          kind: 'treatment_outcome',
          version: 1,
          parameters: JSON.stringify({ featureNames: ['age', 'wetShareWeeks2to4', 'dryRun'] }),
          active: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const made = (day: string, probabilities: [number, number, number, number]) => ({
      patientId,
      asOf: day,
      madeAt: new Date(`${day}T12:00:00Z`),
      probabilities,
      riskScore: probabilities[2] + probabilities[3],
      baseValue: -0.4,
      contributions: [0.05, -0.9, 0.3],
      observed: [8, 0.2, 3],
    });
    await storePredictions(db, modelId, [made('2026-03-01', [0.5, 0.2, 0.2, 0.1])]);
    [predictionId] = (await storePredictions(db, modelId, [made('2026-03-08', [0.7, 0.1, 0.1, 0.1])])) as [
      number,
    ];
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'PUT', url: string, token: string) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: authHeaders(token) });

  it('gives the eight AI values over time, newest first', async () => {
    const response = await call('GET', `/patients/${patientId}/ai-variable-data`, nurse);
    expect(response.statusCode).toBe(200);
    const data = response.json<Record<string, { value: number; timeStamp: string }[]>>();
    expect(Object.keys(data)).toHaveLength(8);
    expect(data.AI_SUCC_SC).toEqual([
      { value: 0.7, timeStamp: '2026-03-08T12:00:00.000Z' },
      { value: 0.5, timeStamp: '2026-03-01T12:00:00.000Z' },
    ]);
    expect(data.AI_SUCC?.map((entry) => entry.value)).toEqual([1, 1]);
    expect(data.AI_DROPOUT?.map((entry) => entry.value)).toEqual([0, 0]);
  });

  it('gives a prediction’s factors, the largest first, with what the patient’s values were', async () => {
    const response = await call('GET', `/ai-scores/${predictionId}/feature-importances`, nurse);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { featureName: 'wetShareWeeks2to4', featureValue: -0.9, observedValue: 0.2 },
      { featureName: 'dryRun', featureValue: 0.3, observedValue: 3 },
      { featureName: 'age', featureValue: 0.05, observedValue: 8 },
    ]);
  });

  it('says whether a prediction exists', async () => {
    const response = await call('PUT', `/patients/${patientId}/check-early-treatment`, nurse);
    expect(response.json()).toEqual({ predictionExists: true });
  });

  it('answers 404 for another clinic’s patient or prediction and for unknown ids, changing nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const [method, url, message] of [
      ['GET', `/patients/${patientId}/ai-variable-data`, 'No patient with that id, try another patient'],
      ['PUT', `/patients/${patientId}/check-early-treatment`, 'No patient with that id, try another patient'],
      ['GET', `/ai-scores/${predictionId}/feature-importances`, 'Could not find the prediction'],
    ] as const) {
      const response = await call(method, url, otherNurse);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message, url).toBe(message);
    }
    const unknown = await call('GET', `/ai-scores/999999/feature-importances`, nurse);
    expect(unknown.statusCode).toBe(404);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
