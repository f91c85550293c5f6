import { AI_MESSAGES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, loginAs } from '../../../test/factory.ts';
import { databaseFingerprint } from '../../../test/fingerprint.ts';

const TODAY = new Date().toISOString().slice(0, 10);

describe('predicting a treatment again', () => {
  let server: TestApp;
  let nurse: string;
  let otherClinicNurse: string;
  let patientId: number;
  let endedPatientId: number;
  let demoPassword: string;
  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'bedwetting' });
    const logins = await seedDemoClinicIfEmpty(server.database.db, server.config);
    const password = logins![0]!.password;
    demoPassword = password;
    nurse = await loginAs(server.app, { username: 'nurse', password });
    otherClinicNurse = await loginAs(server.app, { username: 'nurse2', password });
    const list = await server.app.inject({ url: '/api/v1/patients/status', headers: authHeaders(nurse) });
    const visible = list
      .json<{ patients: { idpatient: number }[] }>()
      .patients.map((patient) => patient.idpatient);
    // A treatment in progress today: the back-fill predicted it as of today.
    const inProgress = await server.database.db
      .selectFrom('aiPrediction')
      .select('patientId')
      .where('asOf', '=', TODAY)
      .where('patientId', 'in', visible)
      .execute();
    patientId = inProgress[0]!.patientId;
    const ended = await server.database.db
      .selectFrom('aiPrediction')
      .select('patientId')
      .where('patientId', 'in', visible)
      .where(
        'patientId',
        'not in',
        inProgress.map((row) => row.patientId),
      )
      .executeTakeFirstOrThrow();
    endedPatientId = ended.patientId;
  }, 120_000);
  afterAll(() => server.close());

  const call = (path: string, token: string, id = patientId) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v1/patients/${id}${path}`,
      headers: authHeaders(token),
    });

  it('replaces the patient’s predictions with one made now', async () => {
    expect((await call('/check-early-treatment', nurse)).json()).toEqual({ predictionExists: true });
    const before = await server.database.db
      .selectFrom('aiPrediction')
      .select('id')
      .where('patientId', '=', patientId)
      .execute();
    expect(before.length).toBeGreaterThan(1);

    const response = await call('/predict-treatment', nurse);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ predictionExists: true });
    const after = await server.database.db
      .selectFrom('aiPrediction')
      .select(['id', 'asOf'])
      .where('patientId', '=', patientId)
      .execute();
    expect(after).toEqual([
      { id: expect.any(Number) as number, asOf: new Date().toISOString().slice(0, 10) },
    ]);
    expect(before.map((row) => row.id)).not.toContain(after[0]!.id);
    const chart = await server.app.inject({
      url: `/api/v1/patients/${patientId}/ai-variable-data`,
      headers: authHeaders(nurse),
    });
    expect(chart.json<{ AI_SUCC_SC: unknown[] }>().AI_SUCC_SC).toHaveLength(1);
  });

  it('another clinic’s nurse gets 404 and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    expect((await call('/predict-treatment', otherClinicNurse)).statusCode).toBe(404);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('a treatment that cannot be predicted now keeps its predictions', async () => {
    const before = await databaseFingerprint(server.database.db);
    const response = await call('/predict-treatment', nurse, endedPatientId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: AI_MESSAGES.tooLittleData,
      messageId: 'ai.tooLittleData',
    });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('the product admin reads the model in use and its held-out metrics; a nurse may not', async () => {
    const admin = await loginAs(server.app, { username: 'appadmin', password: demoPassword });
    const cards = await server.app.inject({ url: '/api/v1/ai-models/active', headers: authHeaders(admin) });
    expect(cards.statusCode).toBe(200);
    expect(cards.json()).toEqual([
      expect.objectContaining({
        kind: 'treatment_outcome',
        version: 1,
        outcomeAuc: expect.any(Array) as unknown,
      }),
    ]);
    const [card] = cards.json<{ riskAuc: number; trainedOnPatients: number; calibration: unknown[] }[]>();
    expect(card!.riskAuc).toBeGreaterThan(0.5);
    expect(card!.trainedOnPatients).toBeGreaterThan(0);
    expect(card!.calibration.length).toBeGreaterThan(0);
    // Calibration out of fold over every training patient; a demo clinic is too small to trust.
    expect(card).toMatchObject({
      outOfFold: { patients: card!.trainedOnPatients, calibration: expect.any(Array) as unknown },
      tooFewPatients: true,
    });
    expect(
      (await server.app.inject({ url: '/api/v1/ai-models/active', headers: authHeaders(nurse) })).statusCode,
    ).toBe(403);
  });
});
