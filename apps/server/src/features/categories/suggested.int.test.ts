import type { RuleBasedCategory } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryApp, craftPatient, insertCategory, setLatest } from './test-world.ts';

describe('GET /patients/{id}/ai-suggested-categories', () => {
  let world: Awaited<ReturnType<typeof createCategoryApp>>;
  let patientId: number;
  let strangersPatientId: number;
  let aiSuggestion: number;
  let genderSuggestion: number;

  beforeAll(async () => {
    world = await createCategoryApp();
    const { db, ids } = world;
    patientId = await craftPatient(db, { clinicId: world.clinics.ours.clinicId, gender: 'Female' });
    strangersPatientId = await craftPatient(db, {
      clinicId: world.clinics.theirs.clinicId,
      gender: 'Female',
    });
    await setLatest(db, patientId, ids.RISK_SCORE!, 0.7, new Date().toISOString());
    const suggested = async (definition: Parameters<typeof insertCategory>[1]) => {
      const id = await insertCategory(db, definition);
      await db.updateTable('ruleBasedCategory').set({ isSuggested: true }).where('id', '=', id).execute();
      return id;
    };
    genderSuggestion = await suggested({
      name: 'A girls’ follow-up',
      other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }],
    });
    aiSuggestion = await suggested({
      name: 'Z high AI risk',
      variable: [{ variableId: ids.RISK_SCORE!, relation: 'GT', threshold: 0.5 }],
    });
    await suggested({ name: 'Boys', other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Male' }] });
    await insertCategory(db, {
      name: 'Not suggested',
      other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }],
    });
  });
  afterAll(() => world.server.close());

  const get = (id: number, token = world.tokens.user) =>
    world.call('GET', `/patients/${id}/ai-suggested-categories`, token);

  it('lists the suggested categories the patient is in, the AI’s first, each with its conditions', async () => {
    const response = await get(patientId);
    expect(response.statusCode).toBe(200);
    const categories = response.json<RuleBasedCategory[]>();
    expect(categories.map((category) => category.categoryId)).toEqual([aiSuggestion, genderSuggestion]);
    expect(categories[0]!.conditionsInCategories[0]!.variableConditions[0]).toMatchObject({
      patientVariable: { acronyme: 'RISK_SCORE' },
      variableRelation: 'GT',
      threshold: 0.5,
    });
    expect(categories.every((category) => category.isSuggested)).toBe(true);
  });

  it('follows the patient’s data: below the threshold the AI’s suggestion goes', async () => {
    await setLatest(world.db, patientId, world.ids.RISK_SCORE!, 0.2, new Date().toISOString());
    const categories = (await get(patientId)).json<RuleBasedCategory[]>();
    expect(categories.map((category) => category.categoryId)).toEqual([genderSuggestion]);
  });

  it('answers 404 for a patient outside the caller’s scope, and for one that does not exist', async () => {
    expect((await get(strangersPatientId)).statusCode).toBe(404);
    expect((await get(patientId, world.tokens.stranger)).statusCode).toBe(404);
    expect((await get(2_000_000_000)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const response = await world.server.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/ai-suggested-categories`,
    });
    expect(response.statusCode).toBe(401);
  });
});
