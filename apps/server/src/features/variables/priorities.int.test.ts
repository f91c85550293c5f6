import { VARIABLE_PRIORITY_MESSAGES, type VariablePriority, type VariablePriorityEntry } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('variable pages (priorities)', () => {
  let server: TestApp;
  let clinicId: number;
  let adminToken: string;
  let superuserToken: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    clinicId = (await createClinic(db)).clinicId;
    adminToken = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_ADMIN', clinicIds: [clinicId] }),
    );
    superuserToken = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_SUPERUSER', clinicIds: [clinicId] }),
    );
    for (const row of await db.selectFrom('patientVariable').select(['id', 'code']).execute())
      ids[row.code] = row.id;
  });
  afterAll(() => server.close());

  const newUserToken = async () =>
    loginAs(server.app, await createUser(server.database.db, { clinicIds: [clinicId] }));
  const entry = (code: string, windowNumber: number, priority = 0): VariablePriorityEntry => ({
    patientVariable: { idpatientVariables: ids[code]! },
    priority,
    windowNumber,
  });
  const get = async (token: string, path = '') =>
    (
      await server.app.inject({ url: `/api/v1/patientvariablepriority${path}`, headers: authHeaders(token) })
    ).json<VariablePriority[]>();
  const post = (token: string, payload: object, path = '') =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1/patientvariablepriority${path}`,
      headers: authHeaders(token),
      payload,
    });
  const page = (priorities: VariablePriority[], windowNumber: number) =>
    priorities
      .filter((priority) => priority.windowNumber === windowNumber)
      .map((priority) => priority.patientVariable.acronyme);
  const fingerprint = () => databaseFingerprint(server.database.db);

  it('a user who has not arranged their pages sees the predefined ones', async () => {
    const predefined = await get(await newUserToken(), '/predefined');
    expect(page(predefined, 1).slice(0, 3)).toEqual(['WET', 'VWET', 'DRY']);
    expect(page(predefined, 1)).not.toContain('SPO2');
    expect(predefined[0]).toMatchObject({
      patientVariable: { acronyme: 'WET', variableNameTranslate: 'Wet nights', units: 'nights' },
      windowNumber: 1,
    });
    expect(await get(await newUserToken())).toEqual(predefined);
  });

  it('a user saves a page of their own; their other pages stay the predefined ones', async () => {
    const token = await newUserToken();
    const predefined = await get(token, '/predefined');
    const response = await post(token, [entry('DRY', 3, 0), entry('WET', 3, 1)]);
    expect(response.statusCode).toBe(200);
    const own = response.json<VariablePriority[]>();
    expect(page(own, 3)).toEqual(['DRY', 'WET']);
    expect(page(own, 1)).toEqual(page(predefined, 1));
    expect(page(own, 2)).toEqual(page(predefined, 2));
    expect(await get(token)).toEqual(own);
    expect(await get(token, '/predefined')).toEqual(predefined);
    expect(page(await get(await newUserToken()), 3)).toEqual(page(predefined, 3));
  });

  it('saving a page replaces it; a page named by ?windowNumber= with no entries is emptied', async () => {
    const token = await newUserToken();
    await post(token, [entry('DRY', 3), entry('WET', 3, 1)]);
    expect(page((await post(token, [entry('TECHERR', 3)])).json<VariablePriority[]>(), 3)).toEqual([
      'TECHERR',
    ]);
    const emptied = (await post(token, [], '?windowNumber=1')).json<VariablePriority[]>();
    expect(page(emptied, 1)).toEqual([]);
    expect(page(emptied, 3)).toEqual(['TECHERR']);
  });

  it('10 variables fit on a page', async () => {
    const codes = [
      'WET',
      'VWET',
      'DRY',
      'SELFWOKE',
      'WET2',
      'NOENTRY',
      'TECHERR',
      'DSLE',
      'TXWEEKS',
      'DRYSTREAK',
    ];
    const response = await post(
      await newUserToken(),
      codes.map((code, index) => entry(code, 4, index)),
    );
    expect(page(response.json<VariablePriority[]>(), 4)).toEqual(codes);
  });

  // Payloads are built in the test: the variable ids are known only once the database exists.
  const refusals: [string, () => object, string][] = [
    [
      'an 11th variable on a page',
      () =>
        [
          'WET',
          'VWET',
          'DRY',
          'SELFWOKE',
          'WET2',
          'NOENTRY',
          'TECHERR',
          'DSLE',
          'TXWEEKS',
          'DRYSTREAK',
          'AI_SUCC',
        ].map((code) => entry(code, 2)),
      VARIABLE_PRIORITY_MESSAGES.windowFull,
    ],
    [
      'a page outside 1-5',
      () => [{ ...entry('WET', 1), windowNumber: 6 }],
      VARIABLE_PRIORITY_MESSAGES.window,
    ],
    [
      'a variable twice on a page',
      () => [entry('WET', 1), entry('WET', 1, 2)],
      VARIABLE_PRIORITY_MESSAGES.twiceInWindow,
    ],
    ['a variable of the other flavour', () => [entry('SPO2', 1)], VARIABLE_PRIORITY_MESSAGES.unknownVariable],
    [
      'an unknown variable',
      () => [{ ...entry('WET', 1), patientVariable: { idpatientVariables: -5 } }],
      VARIABLE_PRIORITY_MESSAGES.unknownVariable,
    ],
  ];
  for (const [name, payload, message] of refusals) {
    it(`${name} is refused with '${message}', and nothing changes`, async () => {
      const token = await newUserToken();
      const before = await fingerprint();
      for (const [path, caller] of [
        ['', token],
        ['/predefined', adminToken],
      ] as const) {
        const response = await post(caller, payload(), path);
        expect(response.statusCode, path).toBe(400);
        expect(response.json<{ message: string }>().message, path).toBe(message);
      }
      expect(await fingerprint()).toEqual(before);
    });
  }

  it('an admin saves the predefined pages; the other flavour’s predefined pages stay', async () => {
    const otherFlavour = () =>
      server.database.db
        .selectFrom('variablePriority')
        .innerJoin('patientVariable', 'patientVariable.id', 'variablePriority.variableId')
        .select(['patientVariable.code', 'variablePriority.windowNumber'])
        .where('variablePriority.userId', 'is', null)
        .where('patientVariable.flavour', '=', 'generic')
        .orderBy('patientVariable.code')
        .execute();
    const genericBefore = await otherFlavour();
    expect(genericBefore.length).toBeGreaterThan(0);
    const response = await post(adminToken, [entry('DSLE', 1, 0), entry('WET', 1, 1)], '/predefined');
    expect(response.statusCode).toBe(200);
    expect(page(response.json<VariablePriority[]>(), 1)).toEqual(['DSLE', 'WET']);
    expect(page(await get(await newUserToken()), 1)).toEqual(['DSLE', 'WET']);
    expect(await otherFlavour()).toEqual(genericBefore);
  });

  it('below admin, nobody changes the predefined pages', async () => {
    const userToken = await newUserToken();
    const before = await fingerprint();
    for (const token of [superuserToken, userToken]) {
      expect((await post(token, [entry('WET', 1)], '/predefined')).statusCode).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
  });
});
