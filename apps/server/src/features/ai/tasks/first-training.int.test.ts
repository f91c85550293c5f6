import { AI_TASKS_OF } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createClinic, createUser, loginAs, authHeaders } from '../../../test/factory.ts';
import { activeModel } from '../models/store.ts';

/** The AI Training tab after the demo clinic's first start: the first training is a completed run. */
for (const [customer, kind, training] of [
  ['bedwetting', 'treatment_outcome', 'treatment_training_all_patients'],
  ['generic', 'hospitalization_risk', 'diagnosis_training_all_patients'],
] as const) {
  describe(`the first training (${customer})`, () => {
    let server: TestApp;
    let token: string;
    const started = Date.now();
    beforeAll(async () => {
      server = await createTestApp({ CUSTOMER: customer });
      const db = server.database.db;
      await seedDemoClinicIfEmpty(db, { ...server.config, demo: { ...server.config.demo, patients: 60 } });
      const clinic = await createClinic(db);
      const admin = await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] });
      token = await loginAs(server.app, admin);
    }, 600_000);
    afterAll(() => server.close());

    const get = async <T>(url: string) => {
      const response = await server.app.inject({ url: `/api/v1${url}`, headers: authHeaders(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };

    it('is recorded as a completed run with its time, as its model card says', async () => {
      const model = await activeModel(server.database.db, kind);
      expect(model).not.toBeNull();
      const results = await get<Record<string, string | null>>('/ai-task-results/');
      const completed = results[training];
      expect(completed).not.toBeNull();
      expect(Date.parse(completed!)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(completed!)).toBeLessThanOrEqual(Date.now());
      // Not earlier than the model it reports on was trained.
      expect(Date.parse(completed!)).toBeGreaterThanOrEqual(model!.trainedAt.getTime() - 1000);
    });

    it('lists only the tasks that apply to the flavour', async () => {
      const states = await get<{ task: string; lastCompletedAt: string | null }[]>('/ai-tasks/state');
      expect(states.map((state) => state.task)).toEqual(AI_TASKS_OF[customer]);
      expect(states.find((state) => state.task === training)?.lastCompletedAt).not.toBeNull();
    });
  });
}
