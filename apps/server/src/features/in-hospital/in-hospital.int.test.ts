import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';

describe('in hospital now', () => {
  let server: TestApp;
  let nurse: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    const clinic = await createClinic(db);
    const otherClinic = await createClinic(db);
    nurse = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    for (const name of ['admitted', 'riskier', 'discharged', 'home'])
      ids[name] = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
    ids.elsewhere = (await createPatient(db, { clinicIds: [otherClinic.clinicId] })).id;
    const stay = (patientId: number, admittedAt: string, dischargedAt: string | null = null) =>
      db
        .insertInto('hospitalization')
        .values({ patientId, admittedAt, dischargedAt, status: dischargedAt ? 'DISCHARGED' : 'ADMITTED' })
        .execute();
    await stay(ids.admitted!, '2026-03-01T10:00:00Z');
    await stay(ids.riskier!, '2026-03-03T10:00:00Z');
    await stay(ids.discharged!, '2026-03-01T10:00:00Z', '2026-03-05T10:00:00Z');
    await stay(ids.elsewhere, '2026-03-01T10:00:00Z');
    await db.updateTable('patient').set({ latestRiskScore: 0.8 }).where('id', '=', ids.riskier!).execute();
  });
  afterAll(() => server.close());

  it('lists the caller’s patients whose stay has not ended, highest risk first', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/patients/in-hospital',
      headers: authHeaders(nurse),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        idpatient: ids.riskier,
        fullName: expect.stringMatching(/^Child /) as string,
        admittedAt: '2026-03-03T10:00:00.000Z',
        riskScore: 0.8,
      },
      {
        idpatient: ids.admitted,
        fullName: expect.stringMatching(/^Child /) as string,
        admittedAt: '2026-03-01T10:00:00.000Z',
        riskScore: null,
      },
    ]);
  });
});
