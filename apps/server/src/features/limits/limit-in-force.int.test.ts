import { UNKNOWN_VARIABLE_MESSAGE, type Limit, type LimitGender } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornYearsAgo, createLimitsWorld, limitValues } from './test-world.ts';

type Gender = 'Male' | 'Female' | 'Unknown';

describe('the limit in force for a patient', () => {
  let world: Awaited<ReturnType<typeof createLimitsWorld>>;

  beforeAll(async () => {
    world = await createLimitsWorld();
    const scopes: [LimitGender, number | null, number | null, number][] = [
      ['MEN', 5, 10, 101],
      ['ALL', 5, 10, 102],
      ['MEN', null, null, 103],
      ['ALL', 6, 8, 104],
      ['WOMEN', 12, null, 105],
    ];
    await world.server.database.db
      .insertInto('limitGeneral')
      .values(
        scopes.map(([gender, ageLower, ageUpper, alertHigh]) => ({
          variableId: world.variableIds.VWET!,
          gender,
          ageLower,
          ageUpper,
          ...limitValues(alertHigh),
        })),
      )
      .execute();
  });
  afterAll(() => world.server.close());

  it('without a limit of their own, a patient has the general limit for everyone', async () => {
    const response = await world.limitOf(await world.patient('Female', bornYearsAgo(9)));
    expect(response.statusCode).toBe(200);
    expect(response.json<Limit>()).toMatchObject({
      type: 'LimitsGeneral',
      gender: 'ALL',
      ageLower: null,
      ageUpper: null,
      patient: null,
      patientVariable: { idpatientVariables: world.variableIds.WET, acronyme: 'WET', units: 'nights' },
    });
  });

  describe('the most specific general limit applies', () => {
    const cases: [string, Gender, number | null, number][] = [
      ['a boy of 7: his gender before a narrower range for all', 'Male', 7, 101],
      ['a girl of 7: the narrower range for all', 'Female', 7, 104],
      ['a girl of 5: the range that holds her', 'Female', 5, 102],
      ['a girl of 10: ageUpper is exclusive, so the catch-all', 'Female', 10, 7],
      ['a boy of 12: the limit for men of any age', 'Male', 12, 103],
      ['a woman of 40: from 12 up, for women', 'Female', 40, 105],
      ['a boy of unknown age: only limits without ages', 'Male', null, 103],
      ['a child of unknown gender, 7: limits for all', 'Unknown', 7, 104],
    ];
    for (const [name, gender, age, alertHigh] of cases) {
      it(name, async () => {
        const id = await world.patient(gender, age === null ? null : bornYearsAgo(age));
        expect((await world.limitOf(id, 'VWET')).json<Limit>().alertHigh).toBe(alertHigh);
      });
    }
  });

  it('the patient’s own limit overrides the general limit', async () => {
    const id = await world.patient('Male', bornYearsAgo(7));
    await world.server.database.db
      .insertInto('limitUser')
      .values({ patientId: id, variableId: world.variableIds.VWET!, ...limitValues(99) })
      .execute();
    expect((await world.limitOf(id, 'VWET')).json<Limit>()).toMatchObject({
      type: 'LimitsUser',
      alertHigh: 99,
      patient: { idpatient: id },
    });
  });

  it('a variable without any limit answers null', async () => {
    const response = await world.limitOf(await world.patient(), 'AI_SUCC');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('a variable of the other flavour is not found', async () => {
    const response = await world.limitOf(await world.patient(), 'SPO2');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(UNKNOWN_VARIABLE_MESSAGE);
  });
});
