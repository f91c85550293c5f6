import { LIMIT_MESSAGES, type Limit } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createClinic, createPatient } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { UNKNOWN_PATIENT_MESSAGE } from './patient-service.ts';
import { bornYearsAgo, createLimitsWorld, limitForm as form, limitValues } from './test-world.ts';

describe('patient limits', () => {
  let world: Awaited<ReturnType<typeof createLimitsWorld>>;
  let outsider: number;
  let outsiderLimitId: number;

  beforeAll(async () => {
    world = await createLimitsWorld();
    const db = world.server.database.db;
    outsider = (await createPatient(db, { clinicIds: [(await createClinic(db)).clinicId] })).id;
    outsiderLimitId = (
      await db
        .insertInto('limitUser')
        .values({ patientId: outsider, variableId: world.variableIds.WET!, ...limitValues(50) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => world.server.close());

  const patient = (...args: Parameters<typeof world.patient>) => world.patient(...args);
  const limitOf = (...args: Parameters<typeof world.limitOf>) => world.limitOf(...args);
  const save = (...args: Parameters<typeof world.save>) => world.save(...args);
  const removeLimit = (limitId: number, token = world.superuserToken) =>
    world.server.app.inject({
      method: 'DELETE',
      url: `/api/v1/limitsuser/${limitId}`,
      headers: authHeaders(token),
    });
  const fingerprint = () => databaseFingerprint(world.server.database.db);

  it('saving the general limit shown for a patient gives the patient their own, and the general one stays', async () => {
    const id = await patient('Male', bornYearsAgo(8));
    const generalBefore = await world.server.database.db
      .selectFrom('limitGeneral')
      .selectAll()
      .orderBy('id')
      .execute();
    const created = await save(
      'POST',
      id,
      form(9, { patientVariable: { idpatientVariables: world.variableIds.WET! }, gender: 'ALL' }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json<Limit>()).toMatchObject({
      type: 'LimitsUser',
      alertHigh: 9,
      patient: { idpatient: id },
    });
    expect((await limitOf(id)).json<Limit>()).toMatchObject({ type: 'LimitsUser', alertHigh: 9 });
    expect(
      await world.server.database.db.selectFrom('limitGeneral').selectAll().orderBy('id').execute(),
    ).toEqual(generalBefore);
    const row = await world.server.database.db
      .selectFrom('limitUser')
      .select('createdBy')
      .where('patientId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.createdBy).toBe(world.superuser.id);
  });

  it('a second create for the same patient and variable is refused: it must be an update', async () => {
    const id = await patient();
    await save('POST', id, form(9));
    const before = await fingerprint();
    const again = await save('POST', id, form(12));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.wrongActionType);
    expect(await fingerprint()).toEqual(before);
  });

  it('a superuser changes a patient’s own limit', async () => {
    const id = await patient();
    await save('POST', id, form(9));
    const response = await save('PUT', id, form(13));
    expect(response.statusCode).toBe(200);
    expect(response.json<Limit>()).toMatchObject({ type: 'LimitsUser', alertHigh: 13 });
    expect((await limitOf(id)).json<Limit>().alertHigh).toBe(13);
  });

  it('an update without a limit of the patient’s own is refused', async () => {
    const id = await patient();
    const before = await fingerprint();
    const response = await save('PUT', id, form(13));
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.notFound);
    expect(await fingerprint()).toEqual(before);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a value missing', { alertHigh: null }, LIMIT_MESSAGES.fillAllValues],
    ['values out of order', { abnormalHigh: 1 }, LIMIT_MESSAGES.increaseInOrder],
    [
      'another variable than the URL’s',
      { patientVariable: { idpatientVariables: -1 } },
      LIMIT_MESSAGES.chooseVariable,
    ],
  ];
  for (const [name, overrides, message] of invalid) {
    it(`${name}: '${message}', and nothing changes`, async () => {
      const id = await patient();
      await save('POST', id, form(9, { patientVariable: null }), world.superuserToken, 'DRY');
      const before = await fingerprint();
      for (const [method, variable] of [
        ['POST', 'WET'],
        ['PUT', 'DRY'],
      ] as const) {
        const response = await save(method, id, { ...form(9), ...overrides }, world.superuserToken, variable);
        expect(response.statusCode, method).toBe(400);
        expect(response.json<{ message: string }>().message, method).toBe(message);
      }
      expect(await fingerprint()).toEqual(before);
    });
  }

  it('a patient limit needs no gender or ages', async () => {
    const response = await save('POST', await patient(), form(9, { gender: null, ageLower: 9, ageUpper: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Limit>()).toMatchObject({ gender: 'ALL', ageLower: null, ageUpper: null });
  });

  it('the user-limits list holds the patients in the caller’s scope only', async () => {
    const id = await patient();
    const own = (await save('POST', id, form(9))).json<Limit>();
    const limits = (
      await world.server.app.inject({ url: '/api/v1/limitsuser', headers: authHeaders(world.userToken) })
    ).json<Limit[]>();
    expect(limits).toContainEqual(own);
    expect(limits.every((limit) => limit.type === 'LimitsUser')).toBe(true);
    expect(limits.map((limit) => limit.idlimits)).not.toContain(outsiderLimitId);
  });

  it('deleting a patient’s own limit brings back the general one', async () => {
    const id = await patient();
    const own = (await save('POST', id, form(9))).json<Limit>();
    expect((await removeLimit(own.idlimits)).statusCode).toBe(204);
    expect((await limitOf(id)).json<Limit>().type).toBe('LimitsGeneral');
    const again = await removeLimit(own.idlimits);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.notFound);
  });

  it('another clinic’s patient is not found on every call, and nothing changes', async () => {
    const before = await fingerprint();
    const responses = [
      await limitOf(outsider),
      await save('POST', outsider, form(9)),
      await save('PUT', outsider, form(9)),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(UNKNOWN_PATIENT_MESSAGE);
    }
    const removal = await removeLimit(outsiderLimitId);
    expect(removal.statusCode).toBe(404);
    expect(removal.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.notFound);
    expect(await fingerprint()).toEqual(before);
  });

  it('a user reads limits but cannot create, change or delete them', async () => {
    const id = await patient();
    const own = (await save('POST', id, form(9))).json<Limit>();
    const withoutLimit = await patient();
    const before = await fingerprint();
    expect((await limitOf(id)).statusCode).toBe(200);
    const refused = [
      await save('POST', withoutLimit, form(9), world.userToken),
      await save('PUT', id, form(12), world.userToken),
      await removeLimit(own.idlimits, world.userToken),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(await fingerprint()).toEqual(before);
  });
});
