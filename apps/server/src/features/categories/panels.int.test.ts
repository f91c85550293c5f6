import {
  alertPatientsSchema,
  CATEGORY_MESSAGES,
  type AlertPatients,
  type CategoryDetails,
  type CategoryPanel,
  type CategoryPatients,
  type CategoryPriority,
  type Language,
  type PatientListResponse,
  withLimitsInForce,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { craftPatient, createCategoryApp, insertCategory, setLatest } from './test-world.ts';

describe('category panels, their patients and the ALERTS', () => {
  let world: Awaited<ReturnType<typeof createCategoryApp>>;
  /** Eight wet patients of ours, two dry ones, and a wet patient of the stranger clinic. */
  let wet: number[];
  let dry: number[];
  let strangerWet: number;
  let wetCategory: number;
  let dryCategory: number;
  let alertCategory: number;

  beforeAll(async () => {
    world = await createCategoryApp();
    const { db, ids } = world;
    const ours = world.clinics.ours.clinicId;
    wet = [];
    for (let index = 0; index < 8; index++) {
      const id = await craftPatient(db, { clinicId: ours, gender: 'Female' });
      await setLatest(db, id, ids.WET!, 5 + index);
      wet.push(id);
    }
    dry = [];
    for (let index = 0; index < 2; index++) {
      const id = await craftPatient(db, { clinicId: ours, gender: 'Male' });
      await setLatest(db, id, ids.WET!, 0);
      dry.push(id);
    }
    strangerWet = await craftPatient(db, { clinicId: world.clinics.theirs.clinicId, gender: 'Female' });
    await setLatest(db, strangerWet, ids.WET!, 9);
    wetCategory = await insertCategory(db, {
      name: 'Wet nights',
      variable: [{ variableId: ids.WET!, relation: 'GT', threshold: 2 }],
    });
    dryCategory = await insertCategory(db, {
      name: 'Discharge<30',
      variable: [{ variableId: ids.WET!, relation: 'LT', threshold: 1 }],
    });
    alertCategory = await insertCategory(db, {
      name: 'Very wet',
      alert: true,
      variable: [{ variableId: ids.WET!, relation: 'GT', threshold: 10 }],
    });
    await insertCategory(db, {
      name: 'Women',
      alert: true,
      other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }],
    });
  });
  afterAll(() => world.server.close());

  const get = <T>(url: string, token = world.tokens.user) =>
    world.call('GET', url, token).then((response) => {
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    });

  it('the panels carry how many patients in scope each holds', async () => {
    const panels = await get<CategoryPanel[]>('/rule-based-categories/patients');
    const count = (name: string) => panels.find((panel) => panel.categoryName === name)?.numberOfPatients;
    expect(count('Wet nights')).toBe(8);
    expect(count('Discharge<30')).toBe(2);
    expect(count('Very wet')).toBe(2);
    expect(panels.find((panel) => panel.categoryId === wetCategory)).toMatchObject({
      categoryType: 'RULE_BASED',
      priority: null,
      sharableType: null,
    });
    const strangers = await get<CategoryPanel[]>('/rule-based-categories/patients', world.tokens.stranger);
    expect(strangers.find((panel) => panel.categoryId === wetCategory)?.numberOfPatients).toBe(1);
  });

  it('a panel page holds 6 patients, highest risk first, as the patients list shows them', async () => {
    await world.db.updateTable('patient').set({ latestRiskScore: 0.9 }).where('id', '=', wet[7]!).execute();
    const first = await get<CategoryPatients>(`/rule-based-categories/${wetCategory}/patients`);
    expect(first.total).toBe(8);
    expect(first.pageSize).toBe(6);
    expect(first.patients.map((row) => row.idpatient)).toEqual([wet[7], ...wet.slice(0, 5)]);
    expect(first.category).toMatchObject({ categoryId: wetCategory, numberOfPatients: 8 });
    const second = await get<CategoryPatients>(`/rule-based-categories/${wetCategory}/patients?page=1`);
    expect(second.patients.map((row) => row.idpatient)).toEqual(wet.slice(5, 7));
    expect(second.total).toBe(8);
    const beyond = await get<CategoryPatients>(`/rule-based-categories/${wetCategory}/patients?page=5`);
    expect(beyond).toMatchObject({ patients: [], total: 8 });

    const list = withLimitsInForce(await get<PatientListResponse>('/patients/status?window=1&pageSize=500'));
    const listRow = list.patients.find((row) => row.idpatient === wet[0]);
    const panelRow = first.patients.find((row) => row.idpatient === wet[0]);
    expect(panelRow).toEqual(listRow);
    expect(first.variables).toEqual(list.variables);
  });

  it('a panel a few patients at a time: the pages make the whole list, in its order', async () => {
    const url = `/rule-based-categories/${wetCategory}/patients`;
    const all = await get<CategoryPatients>(`${url}?pageSize=500`);
    expect(all.total).toBe(8);
    for (const pageSize of [1, 2, 3, 4]) {
      const pages: CategoryPatients[] = [];
      for (let page = 0; page * pageSize <= all.total; page++)
        pages.push(await get<CategoryPatients>(`${url}?page=${page}&pageSize=${pageSize}`));
      expect(pages.map((answer) => answer.total)).toEqual(pages.map(() => all.total));
      expect(pages.flatMap((answer) => answer.patients)).toEqual(all.patients);
    }
  });

  it('another clinic’s patient never appears in a panel', async () => {
    const all = await get<CategoryPatients>(`/rule-based-categories/${wetCategory}/patients?pageSize=500`);
    expect(all.patients.map((row) => row.idpatient)).not.toContain(strangerWet);
    const theirs = await get<CategoryPatients>(
      `/rule-based-categories/${wetCategory}/patients?pageSize=500`,
      world.tokens.stranger,
    );
    expect(theirs.patients.map((row) => row.idpatient)).toEqual([strangerWet]);
  });

  it('a category the caller does not see is 404', async () => {
    const private_ = await insertCategory(world.db, {
      name: 'Private',
      createdBy: world.stranger.id,
      variable: [{ variableId: world.ids.WET!, relation: 'GT', threshold: 0 }],
    });
    for (const url of [
      `/rule-based-categories/${private_}/patients`,
      '/rule-based-categories/999999/patients',
    ]) {
      const response = await world.call('GET', url, world.tokens.user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
    }
  });

  it('a category by name: every patient, with the status columns only when icons are asked for', async () => {
    const plain = await get<CategoryPatients>(
      `/rule-based-categories/patients/${encodeURIComponent('Discharge<30')}`,
    );
    expect(plain.patients.map((row) => row.idpatient).sort((a, b) => a - b)).toEqual(dry);
    expect(plain.patients.every((row) => Object.keys(row.dangerList).length === 0)).toBe(true);
    expect(plain.variables).toEqual([]);
    const withIcon = await get<CategoryPatients>(
      `/rule-based-categories/patients/${encodeURIComponent('discharge<30')}?withIcon=true`,
    );
    expect(withIcon.variables.length).toBeGreaterThan(0);
    expect(Object.keys(withIcon.patients[0]!.dangerList).length).toBe(withIcon.variables.length);
    const missing = await world.call(
      'GET',
      '/rule-based-categories/patients/Nothing%20here',
      world.tokens.user,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
  });

  it('a category’s details: its conditions and its patients', async () => {
    const details = await get<CategoryDetails>('/rule-based-categories/patients/Very%20wet/details');
    expect(details.category).toMatchObject({ categoryId: alertCategory, sharableType: 'admin-alert' });
    expect(details.category.conditionsInCategories[0]!.variableConditions).toMatchObject([
      { variableRelation: 'GT', threshold: 10 },
    ]);
    expect(details.patients.map((row) => row.idpatient).sort((a, b) => a - b)).toEqual(wet.slice(6));
  });

  it('ALERTS: every patient in scope in an alert category, once, with the categories they are in', async () => {
    const alerts = await get<AlertPatients>('/rule-based-categories/alert/patients');
    expect(alerts.count).toBe(8);
    expect(alerts.patients).toHaveLength(8);
    const veryWet = alerts.patients.find((row) => row.idpatient === wet[7]);
    expect(veryWet).toMatchObject({ riskScore: 0.9, categoryNames: ['Very wet', 'Women'] });
    expect(alerts.patients[0]!.idpatient).toBe(wet[7]);
    expect(alerts.patients.find((row) => row.idpatient === wet[0])?.categoryNames).toEqual(['Women']);
    expect(alerts.patients.map((row) => row.idpatient)).not.toContain(strangerWet);
    const theirs = await get<AlertPatients>('/rule-based-categories/alert/patients', world.tokens.stranger);
    expect(theirs.patients.map((row) => row.idpatient)).toEqual([strangerWet]);
  });

  it('ALERTS a page at a time: the same count, the same patients in the same order', async () => {
    const all = await get<AlertPatients>('/rule-based-categories/alert/patients');
    const pages = [];
    for (const page of [0, 1, 2, 3]) {
      pages.push(await get<AlertPatients>(`/rule-based-categories/alert/patients?page=${page}&pageSize=3`));
    }
    expect(pages.map((answer) => answer.count)).toEqual([8, 8, 8, 8]);
    expect(pages.map((answer) => answer.patients.length)).toEqual([3, 3, 2, 0]);
    expect(pages.flatMap((answer) => answer.patients)).toEqual(all.patients);
    const theirs = await get<AlertPatients>(
      '/rule-based-categories/alert/patients?pageSize=3',
      world.tokens.stranger,
    );
    expect(theirs).toMatchObject({ count: 1, patients: [{ idpatient: strangerWet }] });
    for (const query of ['pageSize=0', 'pageSize=501', 'pageSize=x', 'page=-1&pageSize=3']) {
      const response = await world.call(
        'GET',
        `/rule-based-categories/alert/patients?${query}`,
        world.tokens.user,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });

  const userLanguage = async () =>
    (
      await world.db
        .selectFrom('appUser')
        .select('language')
        .where('id', '=', world.users.ROLE_USER.id)
        .executeTakeFirstOrThrow()
    ).language;

  /** Runs `check` while the alert category 'Women' is also named `name` in `language`. */
  async function whileWomenNamed(language: Language, name: string, check: () => Promise<void>) {
    const women = await world.db
      .selectFrom('ruleBasedCategory')
      .select('id')
      .where('name', '=', 'Women')
      .executeTakeFirstOrThrow();
    await world.db.insertInto('categoryLanguage').values({ categoryId: women.id, language, name }).execute();
    try {
      await check();
    } finally {
      await world.db.deleteFrom('categoryLanguage').where('categoryId', '=', women.id).execute();
    }
  }

  const alertNamesOf = async (patientId: number, acceptLanguage?: string) => {
    const response = await world.server.app.inject({
      method: 'GET',
      url: '/api/v1/rule-based-categories/alert/patients',
      headers: {
        ...authHeaders(world.tokens.user),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });
    return response.json<AlertPatients>().patients.find((row) => row.idpatient === patientId)?.categoryNames;
  };

  it('ALERTS names the categories in the caller’s language, in the order of those names', async () => {
    await whileWomenNamed(await userLanguage(), 'Females', async () => {
      expect(await alertNamesOf(wet[7]!)).toEqual(['Females', 'Very wet']);
      expect(await alertNamesOf(wet[0]!)).toEqual(['Females']);
    });
  });

  it('ALERTS names the categories in the language of the interface the call comes from', async () => {
    const other = (await userLanguage()) === 'de' ? 'fr' : 'de';
    await whileWomenNamed(other, 'Frauen', async () => {
      expect(await alertNamesOf(wet[0]!, other)).toEqual(['Frauen']);
      expect(await alertNamesOf(wet[0]!, `${other}-XX,en;q=0.5`)).toEqual(['Frauen']);
      expect(await alertNamesOf(wet[0]!), 'no header: the user’s own language').toEqual(['Women']);
      expect(await alertNamesOf(wet[0]!, 'ja'), 'a language not offered: the user’s own').toEqual(['Women']);
    });
  });

  it('ALERTS answers JSON of exactly the AlertPatients shape, written by the database', async () => {
    const response = await world.call('GET', '/rule-based-categories/alert/patients', world.tokens.user);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const alerts = response.json<AlertPatients>();
    // The schema drops what it does not know: an extra or missing field fails here.
    expect(alertPatientsSchema.parse(alerts)).toEqual(alerts);
    expect(alerts.patients.find((row) => row.idpatient === wet[7])?.fullName).toMatch(/^Child \S+$/);
    const emptyClinic = await createClinic(world.db);
    const newcomer = await loginAs(
      world.server.app,
      await createUser(world.db, { clinicIds: [emptyClinic.clinicId] }),
    );
    expect(await get('/rule-based-categories/alert/patients', newcomer)).toEqual({ count: 0, patients: [] });
  });

  it('ALERTS count no category that is not an alert category', async () => {
    const alerts = await get<AlertPatients>('/rule-based-categories/alert/patients');
    for (const id of dry) expect(alerts.patients.map((row) => row.idpatient)).not.toContain(id);
  });

  describe('panel order per user', () => {
    it('is saved per user and orders the panels', async () => {
      expect(await get<CategoryPriority[]>('/rulebasedcategoryuserpriorities')).toEqual([]);
      const order = [
        { idruleBasedCategoryUser: dryCategory, priority: 0 },
        { idruleBasedCategoryUser: alertCategory, priority: 1 },
        { idruleBasedCategoryUser: wetCategory, priority: 2 },
      ];
      const saved = await world.call('POST', '/rulebasedcategoryuserpriorities', world.tokens.user, order);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(order);
      expect(await get<CategoryPriority[]>('/rulebasedcategoryuserpriorities')).toEqual(order);
      const panels = await get<CategoryPanel[]>('/rule-based-categories/patients');
      expect(panels.slice(0, 3).map((panel) => panel.categoryId)).toEqual([
        dryCategory,
        alertCategory,
        wetCategory,
      ]);
      expect(panels[0]!.priority).toBe(0);
      expect(await get<CategoryPriority[]>('/rulebasedcategoryuserpriorities', world.tokens.admin)).toEqual(
        [],
      );
      const reordered = [{ idruleBasedCategoryUser: wetCategory, priority: 0 }];
      await world.call('POST', '/rulebasedcategoryuserpriorities', world.tokens.user, reordered);
      expect(await get<CategoryPriority[]>('/rulebasedcategoryuserpriorities')).toEqual(reordered);
    });

    it('a category the caller does not see, or one named twice, is refused and nothing changes', async () => {
      const hidden = await insertCategory(world.db, { name: 'Hidden', createdBy: world.stranger.id });
      const before = await databaseFingerprint(world.db);
      const unseen = await world.call('POST', '/rulebasedcategoryuserpriorities', world.tokens.user, [
        { idruleBasedCategoryUser: hidden, priority: 0 },
      ]);
      expect(unseen.statusCode).toBe(404);
      expect(unseen.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
      const twice = await world.call('POST', '/rulebasedcategoryuserpriorities', world.tokens.user, [
        { idruleBasedCategoryUser: wetCategory, priority: 0 },
        { idruleBasedCategoryUser: wetCategory, priority: 1 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ message: CATEGORY_MESSAGES.duplicatePriority });
      expect(await databaseFingerprint(world.db)).toEqual(before);
    });
  });
});
