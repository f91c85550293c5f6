import { LIMIT_MESSAGES, type Limit, type LimitForm } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('general limits', () => {
  let server: TestApp;
  let superuserId: number;
  let superuserToken: string;
  let userToken: string;
  const variableIds: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    const clinic = await createClinic(db);
    const superuser = await createUser(db, { role: 'ROLE_SUPERUSER', clinicIds: [clinic.clinicId] });
    superuserId = superuser.id;
    superuserToken = await loginAs(server.app, superuser);
    userToken = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    for (const row of await db.selectFrom('patientVariable').select(['id', 'code']).execute()) {
      variableIds[row.code] = row.id;
    }
  });
  afterAll(() => server.close());

  const form = (overrides: Partial<LimitForm> = {}): LimitForm => ({
    patientVariable: { idpatientVariables: variableIds.WET! },
    alertLow: -1,
    abnormalLow: -1,
    lowerLimitNormal: 0,
    upperLimitNormal: 3,
    abnormalHigh: 6,
    alertHigh: 11,
    gender: 'MEN',
    ageLower: 5,
    ageUpper: 8,
    confirmPropagation: true,
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', payload: object, token = superuserToken) =>
    server.app.inject({ method, url: '/api/v1/limitsgeneral', headers: authHeaders(token), payload });
  const remove = (id: number, query: string, token = superuserToken) =>
    server.app.inject({
      method: 'DELETE',
      url: `/api/v1/limitsgeneral/${id}${query}`,
      headers: authHeaders(token),
    });
  const list = async () =>
    (await server.app.inject({ url: '/api/v1/limitsgeneral', headers: authHeaders(userToken) })).json<
      Limit[]
    >();
  const fingerprint = () => databaseFingerprint(server.database.db);
  const updatedBy = async (id: number) =>
    (
      await server.database.db
        .selectFrom('limitGeneral')
        .select('updatedBy')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).updatedBy;

  it('every user reads the general limits of the flavour', async () => {
    const limits = await list();
    const codes = new Set(limits.map((limit) => limit.patientVariable.acronyme));
    expect(codes).toContain('WET');
    expect(codes).not.toContain('SPO2');
    expect(limits.find((limit) => limit.patientVariable.acronyme === 'WET')).toMatchObject({
      type: 'LimitsGeneral',
      gender: 'ALL',
      ageLower: null,
      ageUpper: null,
      patient: null,
      patientVariable: { idpatientVariables: variableIds.WET, variableName: 'Wet nights', units: 'nights' },
      lowerLimitNormal: 0,
    });
  });

  it('a superuser creates a general limit after confirming, and is recorded as its author', async () => {
    const response = await send('POST', form());
    expect(response.statusCode).toBe(200);
    const created = response.json<Limit>();
    expect(created).toMatchObject({
      type: 'LimitsGeneral',
      gender: 'MEN',
      ageLower: 5,
      ageUpper: 8,
      alertHigh: 11,
    });
    expect(await list()).toContainEqual(created);
    expect(await updatedBy(created.idlimits)).toBe(superuserId);
  });

  it('a change without the propagation confirmation is refused and changes nothing', async () => {
    const before = await fingerprint();
    for (const payload of [form({ confirmPropagation: undefined }), form({ confirmPropagation: false })]) {
      const response = await send('POST', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: LIMIT_MESSAGES.confirmPropagation,
        code: 'BAD_REQUEST',
        messageId: 'limit.confirmPropagation',
      });
    }
    expect(await fingerprint()).toEqual(before);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a value missing', { abnormalHigh: null }, LIMIT_MESSAGES.fillAllValues],
    ['a value that is not a number', { alertLow: 'low' }, LIMIT_MESSAGES.fillAllValues],
    ['values out of order', { upperLimitNormal: -2 }, LIMIT_MESSAGES.increaseInOrder],
    ['upper age not above lower age', { ageLower: 8, ageUpper: 8 }, LIMIT_MESSAGES.ageOrder],
    ['an age that is not whole years', { ageUpper: 7.5 }, LIMIT_MESSAGES.ages],
    ['no gender', { gender: null }, LIMIT_MESSAGES.selectGender],
    ['an unknown gender', { gender: 'BOYS' }, LIMIT_MESSAGES.selectGender],
    ['no variable', { patientVariable: null }, LIMIT_MESSAGES.chooseVariable],
    ['an unknown variable', { patientVariable: { idpatientVariables: -1 } }, LIMIT_MESSAGES.chooseVariable],
  ];
  for (const [name, overrides, message] of invalid) {
    it(`${name}: '${message}', and nothing changes`, async () => {
      const before = await fingerprint();
      for (const method of ['POST', 'PUT'] as const) {
        const response = await send(method, { ...form({ idlimits: 1 }), ...overrides });
        expect(response.statusCode, method).toBe(400);
        expect(response.json<{ message: string }>().message, method).toBe(message);
      }
      expect(await fingerprint()).toEqual(before);
    });
  }

  it('a variable of the other flavour cannot get a general limit', async () => {
    const response = await send('POST', form({ patientVariable: { idpatientVariables: variableIds.SPO2! } }));
    expect(response.json()).toEqual({
      message: LIMIT_MESSAGES.chooseVariable,
      code: 'BAD_REQUEST',
      messageId: 'limit.chooseVariable',
    });
  });

  it('a second limit for the same variable, gender and ages is a conflict', async () => {
    const scope = { gender: 'WOMEN', ageLower: 10, ageUpper: null } as const;
    expect((await send('POST', form(scope))).statusCode).toBe(200);
    const before = await fingerprint();
    const again = await send('POST', form({ ...scope, alertHigh: 20 }));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.duplicateScope);
    expect(await fingerprint()).toEqual(before);
  });

  it('a superuser changes a general limit, in every clinic, after confirming', async () => {
    const created = (await send('POST', form({ gender: 'ALL', ageLower: 14, ageUpper: 18 }))).json<Limit>();
    const other = await createUser(server.database.db, { role: 'ROLE_SUPERUSER' });
    const response = await send(
      'PUT',
      form({ idlimits: created.idlimits, gender: 'ALL', ageLower: 14, ageUpper: 19, alertHigh: 13 }),
      await loginAs(server.app, other),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Limit>()).toMatchObject({ idlimits: created.idlimits, ageUpper: 19, alertHigh: 13 });
    expect(await updatedBy(created.idlimits)).toBe(other.id);
  });

  it('changing a limit needs an existing one', async () => {
    const before = await fingerprint();
    for (const idlimits of [undefined, 999_999]) {
      const response = await send('PUT', form({ idlimits }));
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.notFound);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('a change onto the scope of another limit is a conflict', async () => {
    const first = (await send('POST', form({ gender: 'MEN', ageLower: 20, ageUpper: 30 }))).json<Limit>();
    const second = (await send('POST', form({ gender: 'MEN', ageLower: 30, ageUpper: 40 }))).json<Limit>();
    const before = await fingerprint();
    const response = await send(
      'PUT',
      form({ idlimits: second.idlimits, gender: 'MEN', ageLower: 20, ageUpper: 30 }),
    );
    expect(response.statusCode).toBe(409);
    expect(await fingerprint()).toEqual(before);
    expect(first.idlimits).not.toBe(second.idlimits);
  });

  it('deleting needs the propagation confirmation too', async () => {
    const created = (await send('POST', form({ gender: 'WOMEN', ageLower: 0, ageUpper: 4 }))).json<Limit>();
    const before = await fingerprint();
    for (const query of ['', '?confirmPropagation=false']) {
      const refused = await remove(created.idlimits, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.confirmPropagation);
    }
    expect(await fingerprint()).toEqual(before);
    expect((await remove(created.idlimits, '?confirmPropagation=true')).statusCode).toBe(204);
    expect((await list()).map((limit) => limit.idlimits)).not.toContain(created.idlimits);
    const again = await remove(created.idlimits, '?confirmPropagation=true');
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(LIMIT_MESSAGES.notFound);
  });

  it('a user reads but cannot create, change or delete general limits', async () => {
    const existing = (await list())[0]!;
    const before = await fingerprint();
    const responses = [
      await send('POST', form({ gender: 'WOMEN', ageLower: 60, ageUpper: 70 }), userToken),
      await send('PUT', form({ idlimits: existing.idlimits }), userToken),
      await remove(existing.idlimits, '?confirmPropagation=true', userToken),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(await fingerprint()).toEqual(before);
  });
});
