import {
  AI_SCORE_STALE_AFTER_DAYS,
  addDays,
  patientListResponseSchema,
  patientStatusRowSchema,
  type LatestAiPrediction,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../../test/factory.ts';

/** The stale rule as the server applies it: in the rows it answers and in the list's order. */
describe('stale AI scores', () => {
  let server: TestApp;
  let token: string;
  const today = new Date().toISOString().slice(0, 10);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'generic' });
    const db = server.database.db;
    const clinic = await createClinic(db);
    token = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
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
    // name: [score, the score's day, the last entry's day] in days before today.
    const patients: Record<string, [number | null, number, number | null]> = {
      current: [0.3, 1, 2],
      silent: [0.98, 35, 42],
      oldScore: [0.9, 20, 1],
      atTheLimit: [0.5, AI_SCORE_STALE_AFTER_DAYS, AI_SCORE_STALE_AFTER_DAYS],
      unknownLastEntry: [0.4, 3, null],
      unscored: [null, 0, 1],
    };
    for (const [name, [score, scoreAgo, entryAgo]] of Object.entries(patients)) {
      const { id } = await createPatient(db, { clinicIds: [clinic.clinicId] });
      ids[name] = id;
      const lastEntryAt = entryAgo === null ? null : new Date(`${addDays(today, -entryAgo)}T19:00:00Z`);
      await db.updateTable('patient').set({ firstName: name, lastEntryAt }).where('id', '=', id).execute();
      if (score === null) continue;
      const asOf = addDays(today, -scoreAgo);
      await db
        .insertInto('aiPrediction')
        .values({
          patientId: id,
          modelId: model.id,
          riskScore: score,
          riskScoreRank: 1,
          asOf,
          createdAt: new Date(`${asOf}T04:30:00Z`),
        })
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
    return patientListResponseSchema.parse(response.json()).patients;
  };
  const predictionOf = async (name: string): Promise<LatestAiPrediction | null> => {
    const rows = await list({ sort: 'NAME' });
    return rows.find((row) => row.idpatient === ids[name])!.latestAiPrediction;
  };

  it('dates every score and says why a stale one is stale', async () => {
    expect(await predictionOf('current')).toMatchObject({
      asOf: addDays(today, -1),
      madeAt: `${addDays(today, -1)}T04:30:00.000Z`,
      stale: null,
    });
    // Silence comes first: it is what the clinician must know of this child.
    expect((await predictionOf('silent'))?.stale).toEqual({ reason: 'noEntries', days: 42 });
    expect((await predictionOf('oldScore'))?.stale).toEqual({ reason: 'old', days: 20 });
    expect((await predictionOf('atTheLimit'))?.stale).toBeNull();
    expect((await predictionOf('unknownLastEntry'))?.stale).toBeNull();
    expect(await predictionOf('unscored')).toBeNull();
  });

  it('sorts current scores first, then stale ones, then the unscored, in either direction', async () => {
    const order = async (direction: string) =>
      (await list({ sort: 'AI_SCORE', direction })).map((row) => row.firstName);
    expect(await order('desc')).toEqual([
      'atTheLimit',
      'unknownLastEntry',
      'current',
      'silent',
      'oldScore',
      'unscored',
    ]);
    expect(await order('asc')).toEqual([
      'current',
      'unknownLastEntry',
      'atTheLimit',
      'oldScore',
      'silent',
      'unscored',
    ]);
  });

  it('gives the same date and freshness on the patient’s own status', async () => {
    const response = await server.app.inject({
      url: `/api/v1/patients/${ids.silent}/status`,
      headers: authHeaders(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = patientStatusRowSchema.parse(response.json());
    expect(row.latestAiPrediction).toMatchObject({
      asOf: addDays(today, -35),
      stale: { reason: 'noEntries', days: 42 },
    });
  });
});
