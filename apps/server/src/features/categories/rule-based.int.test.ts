import { CATEGORY_MESSAGES, type RuleBasedCategory } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createCategoryApp, insertCategory } from './test-world.ts';

describe('rule-based categories', () => {
  let world: Awaited<ReturnType<typeof createCategoryApp>>;
  beforeAll(async () => {
    world = await createCategoryApp();
  });
  afterAll(() => world.server.close());

  const fingerprint = () => databaseFingerprint(world.db);
  let nameNumber = 0;
  const uniqueName = (prefix = 'Category') => `${prefix} ${++nameNumber}`;
  const save = (payload: object, token = world.tokens.admin) =>
    world.call('POST', '/rule-based-categories', token, payload);

  /** A form with one condition of every kind. */
  const fullForm = (categoryName: string) => ({
    categoryName,
    conditionsInCategories: [
      {
        variableConditions: [
          { patientVariable: { idpatientVariables: world.ids.WET }, variableRelation: 'GT', threshold: 3 },
          {
            patientVariable: { idpatientVariables: world.ids.DRY },
            variableRelation: 'DS',
            dangerStatusConditions: [{ dangerstatus: 'ALERT_LOW' }, { dangerstatus: 'ABNORMAL_LOW' }],
          },
        ],
        otherConditions: [
          { otherVariable: 'gender', variableRelation: 'EQ', conditionValue: 'Female' },
          { otherVariable: 'days since registration', variableRelation: 'GE', conditionValue: 14 },
          {
            otherVariable: 'clinic',
            variableRelation: 'EQ',
            conditionValue: String(world.clinics.ours.clinicId),
          },
        ],
        diagnosisConditions: [{ icdCode: { icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' } }],
        relativeDeviations: [{ patientVariable: { idpatientVariables: world.ids.WET }, threshold: -25 }],
        hospitalizationConditions: [
          { hospitalizationStatus: 'DISCHARGED', hospitalizationDirection: 'AFTER', conditionValue: 30 },
        ],
      },
    ],
  });

  it('an admin creates a shared category with conditions of all five kinds, and reads it back', async () => {
    const name = uniqueName();
    const response = await save(fullForm(name));
    expect(response.statusCode).toBe(200);
    const saved = response.json<RuleBasedCategory>();
    expect(saved).toMatchObject({
      categoryName: name,
      categoryType: 'RULE_BASED',
      isShared: true,
      canEdit: true,
      sharableType: null,
      isPremiumFeature: false,
      isSuggested: false,
    });
    expect(saved.idruleBasedCategoryUser).toBe(saved.categoryId);
    const conditions = saved.conditionsInCategories[0]!;
    expect(conditions.variableConditions).toMatchObject([
      {
        patientVariable: { acronyme: 'WET' },
        variableRelation: 'GT',
        threshold: 3,
        dangerStatusConditions: [],
      },
      {
        patientVariable: { acronyme: 'DRY' },
        variableRelation: 'DS',
        threshold: null,
        dangerStatusConditions: [{ dangerstatus: 'ABNORMAL_LOW' }, { dangerstatus: 'ALERT_LOW' }],
      },
    ]);
    expect(conditions.otherConditions).toMatchObject([
      {
        otherVariable: 'gender',
        variableRelation: 'EQ',
        conditionValue: 'Female',
        conditionValueLabel: 'Female',
      },
      { otherVariable: 'days since registration', variableRelation: 'GE', conditionValue: '14' },
      { otherVariable: 'clinic', conditionValue: String(world.clinics.ours.clinicId) },
    ]);
    expect(conditions.otherConditions[2]!.conditionValueLabel).toMatch(/^Clinic /);
    expect(conditions.diagnosisConditions).toMatchObject([
      { icdCode: { icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' } },
    ]);
    expect(conditions.relativeDeviations).toMatchObject([
      { patientVariable: { acronyme: 'WET' }, threshold: -25 },
    ]);
    expect(conditions.hospitalizationConditions).toMatchObject([
      {
        hospitalizationStatus: 'DISCHARGED',
        hospitalizationDirection: 'AFTER',
        conditionValue: 30,
        currentlyInHospital: false,
      },
    ]);
    const listed = await world.call('GET', '/rule-based-categories', world.tokens.user);
    expect(
      listed.json<RuleBasedCategory[]>().find((category) => category.categoryId === saved.categoryId),
    ).toEqual({
      ...saved,
      canEdit: false,
    });
  });

  it('saving with the id replaces the name and the conditions', async () => {
    const created = (await save(fullForm(uniqueName()))).json<RuleBasedCategory>();
    const renamed = uniqueName('Renamed');
    const response = await save({
      idruleBasedCategoryUser: created.idruleBasedCategoryUser,
      categoryName: renamed,
      conditionsInCategories: [
        { hospitalizationConditions: [{ conditionValue: 0, currentlyInHospital: true }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<RuleBasedCategory>();
    expect(updated.categoryId).toBe(created.categoryId);
    expect(updated.categoryName).toBe(renamed);
    expect(updated.conditionsInCategories[0]).toEqual({
      otherConditions: [],
      diagnosisConditions: [],
      variableConditions: [],
      relativeDeviations: [],
      hospitalizationConditions: [
        expect.objectContaining({
          hospitalizationStatus: null,
          hospitalizationDirection: null,
          conditionValue: 0,
          currentlyInHospital: true,
        }),
      ],
    });
  });

  it('a user’s category is their own: others do not see it', async () => {
    const name = uniqueName('Mine');
    const mine = (await save(fullForm(name), world.tokens.user)).json<RuleBasedCategory>();
    expect(mine).toMatchObject({ isShared: false, canEdit: true });
    const byAdmin = await world.call('GET', '/rule-based-categories', world.tokens.admin);
    expect(byAdmin.json<RuleBasedCategory[]>().map((category) => category.categoryId)).not.toContain(
      mine.categoryId,
    );
    const before = await fingerprint();
    const deleted = await world.call(
      'DELETE',
      `/rule-based-categories/${mine.categoryId}`,
      world.tokens.stranger,
    );
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
    expect(await fingerprint()).toEqual(before);
  });

  const invalid: [string, (name: string) => object, string][] = [
    ['no name', () => ({ categoryName: '  ' }), CATEGORY_MESSAGES.fillCategoryName],
    ['a missing name', () => ({}), CATEGORY_MESSAGES.fillCategoryName],
    ['a name too long', () => ({ categoryName: 'x'.repeat(101) }), CATEGORY_MESSAGES.nameTooLong],
    ['a name with a slash', (name) => ({ categoryName: `${name}/x` }), CATEGORY_MESSAGES.nameCharacters],
    [
      'an other condition without a value',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ otherConditions: [{ otherVariable: 'gender', variableRelation: 'EQ' }] }],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'an other condition without a relation',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ otherConditions: [{ otherVariable: 'gender', conditionValue: 'Male' }] }],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'gender compared with GT',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [
          { otherConditions: [{ otherVariable: 'gender', variableRelation: 'GT', conditionValue: 'Male' }] },
        ],
      }),
      CATEGORY_MESSAGES.equalityOnly,
    ],
    [
      'days that are no number',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [
          {
            otherConditions: [
              { otherVariable: 'days since first entry', variableRelation: 'GT', conditionValue: 'many' },
            ],
          },
        ],
      }),
      CATEGORY_MESSAGES.badConditionValue,
    ],
    [
      'a clinic that does not exist',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [
          {
            otherConditions: [{ otherVariable: 'clinic', variableRelation: 'EQ', conditionValue: '999999' }],
          },
        ],
      }),
      CATEGORY_MESSAGES.badConditionValue,
    ],
    [
      'a diagnosis condition without a code',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ diagnosisConditions: [{ icdCode: null }] }],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'an unknown diagnosis code',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ diagnosisConditions: [{ icdCode: { icdCode: 'Q99.99X' } }] }],
      }),
      CATEGORY_MESSAGES.unknownDiagnosis,
    ],
    [
      'a variable condition without a variable',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ variableConditions: [{ variableRelation: 'GT', threshold: 1 }] }],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'a variable condition without a threshold',
      () => ({
        categoryName: uniqueName(),
        conditionsInCategories: [
          {
            variableConditions: [
              { patientVariable: { idpatientVariables: world.ids.WET }, variableRelation: 'LT' },
            ],
          },
        ],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'a DS condition without statuses',
      () => ({
        categoryName: uniqueName(),
        conditionsInCategories: [
          {
            variableConditions: [
              {
                patientVariable: { idpatientVariables: world.ids.WET },
                variableRelation: 'DS',
                dangerStatusConditions: [],
              },
            ],
          },
        ],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'a variable of the other flavour',
      () => ({
        categoryName: uniqueName(),
        conditionsInCategories: [
          {
            variableConditions: [
              {
                patientVariable: { idpatientVariables: world.ids.WEIGHT },
                variableRelation: 'GT',
                threshold: 1,
              },
            ],
          },
        ],
      }),
      CATEGORY_MESSAGES.unknownVariable,
    ],
    [
      'a relative deviation without a number',
      () => ({
        categoryName: uniqueName(),
        conditionsInCategories: [
          { relativeDeviations: [{ patientVariable: { idpatientVariables: world.ids.WET } }] },
        ],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'a relative deviation of 0',
      () => ({
        categoryName: uniqueName(),
        conditionsInCategories: [
          { relativeDeviations: [{ patientVariable: { idpatientVariables: world.ids.WET }, threshold: 0 }] },
        ],
      }),
      CATEGORY_MESSAGES.nonZero,
    ],
    [
      'a hospitalization condition without days',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ hospitalizationConditions: [{ hospitalizationStatus: 'ADMITTED' }] }],
      }),
      CATEGORY_MESSAGES.fillAllFields,
    ],
    [
      'negative hospitalization days',
      (name) => ({
        categoryName: name,
        conditionsInCategories: [{ hospitalizationConditions: [{ conditionValue: -1 }] }],
      }),
      CATEGORY_MESSAGES.badConditionValue,
    ],
  ];
  for (const [what, form, message] of invalid) {
    it(`${what}: '${message}', and nothing changes`, async () => {
      const before = await fingerprint();
      const response = await save(form(uniqueName()));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
      expect(await fingerprint()).toEqual(before);
    });
  }

  it('a name already in use is refused (409), whatever its case', async () => {
    const name = uniqueName('Taken');
    await save(fullForm(name));
    const before = await fingerprint();
    const again = await save(fullForm(name.toUpperCase()), world.tokens.user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CATEGORY_MESSAGES.nameTaken });
    expect(await fingerprint()).toEqual(before);
  });

  it('a shared category is changed and deleted by admins only', async () => {
    const shared = (await save(fullForm(uniqueName()))).json<RuleBasedCategory>();
    const before = await fingerprint();
    for (const token of [world.tokens.user, world.tokens.superuser]) {
      const edit = await save(
        { ...fullForm(uniqueName()), idruleBasedCategoryUser: shared.categoryId },
        token,
      );
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toMatchObject({ message: CATEGORY_MESSAGES.sharedOnly });
      const removed = await world.call('DELETE', `/rule-based-categories/${shared.categoryId}`, token);
      expect(removed.statusCode).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
    const removed = await world.call(
      'DELETE',
      `/rule-based-categories/${shared.categoryId}`,
      world.tokens.admin,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      await world.db
        .selectFrom('ruleBasedCategory')
        .select('id')
        .where('id', '=', shared.categoryId)
        .execute(),
    ).toEqual([]);
    expect(
      await world.db
        .selectFrom('categoryOtherCondition')
        .select('id')
        .where('categoryId', '=', shared.categoryId)
        .execute(),
    ).toEqual([]);
  });

  const setPremiumEnd = (premiumEndDate: string | null) =>
    world.db
      .updateTable('clinic')
      .set({ premiumEndDate })
      .where('id', '=', world.clinics.ours.clinicId)
      .execute();
  const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  async function premiumCategory(): Promise<number> {
    const premium = await insertCategory(world.db, { name: uniqueName('Premium') });
    await world.db
      .updateTable('ruleBasedCategory')
      .set({ isPremiumFeature: true })
      .where('id', '=', premium)
      .execute();
    return premium;
  }

  it('a premium category shows only while one of the user’s clinics has premium', async () => {
    const premium = await premiumCategory();
    const seenBy = async (token: string) =>
      (await world.call('GET', '/rule-based-categories', token))
        .json<RuleBasedCategory[]>()
        .some((category) => category.categoryId === premium);
    try {
      await setPremiumEnd(null);
      expect(await seenBy(world.tokens.admin)).toBe(false);
      expect(
        (await world.call('GET', `/rule-based-categories/${premium}/patients`, world.tokens.admin))
          .statusCode,
      ).toBe(404);
      expect(await seenBy(world.tokens.appAdmin)).toBe(true);
      await setPremiumEnd(dayFromToday(-1));
      expect(await seenBy(world.tokens.admin)).toBe(false);
      await setPremiumEnd(dayFromToday(0));
      expect(await seenBy(world.tokens.admin)).toBe(true);
      await setPremiumEnd(dayFromToday(365));
      expect(await seenBy(world.tokens.admin)).toBe(true);
    } finally {
      await setPremiumEnd(null);
    }
  });

  it('a premium category is changed by the product admin only', async () => {
    const premium = await premiumCategory();
    await setPremiumEnd(dayFromToday(30));
    const listed = await world.call('GET', '/rule-based-categories', world.tokens.admin);
    expect(
      listed.json<RuleBasedCategory[]>().find((category) => category.categoryId === premium)?.canEdit,
    ).toBe(false);
    const before = await fingerprint();
    const byAdmin = await save({ ...fullForm(uniqueName()), idruleBasedCategoryUser: premium });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ message: CATEGORY_MESSAGES.premiumOnly });
    expect(
      (await world.call('DELETE', `/rule-based-categories/${premium}`, world.tokens.admin)).statusCode,
    ).toBe(403);
    expect(await fingerprint()).toEqual(before);
    const byProductAdmin = await save(
      { ...fullForm(uniqueName()), idruleBasedCategoryUser: premium },
      world.tokens.appAdmin,
    );
    expect(byProductAdmin.statusCode).toBe(200);
    expect(byProductAdmin.json<RuleBasedCategory>()).toMatchObject({ isPremiumFeature: true, canEdit: true });
    await setPremiumEnd(null);
  });

  it('changing or deleting a category that does not exist is 404', async () => {
    const before = await fingerprint();
    const edit = await save({ ...fullForm(uniqueName()), idruleBasedCategoryUser: 999_999 });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
    expect((await world.call('DELETE', '/rule-based-categories/999999', world.tokens.admin)).statusCode).toBe(
      404,
    );
    expect(await fingerprint()).toEqual(before);
  });

  describe('the product admin’s switches', () => {
    const switches = [
      ['alert-category', 'sharableType', 'admin-alert', null],
      ['premium-feature-category', 'isPremiumFeature', true, false],
      ['suggest-category', 'isSuggested', true, false],
    ] as const;
    for (const [path, field, on, off] of switches) {
      it(`${path} turns ${field} on and off`, async () => {
        const id = await insertCategory(world.db, { name: uniqueName() });
        const url = (flag: boolean) => `/app-admin/rule-based-categories/${id}/${path}/${flag}`;
        const turnedOn = await world.call('POST', url(true), world.tokens.appAdmin);
        expect(turnedOn.statusCode).toBe(200);
        expect(turnedOn.json<RuleBasedCategory>()[field]).toBe(on);
        const turnedOff = await world.call('POST', url(false), world.tokens.appAdmin);
        expect(turnedOff.json<RuleBasedCategory>()[field]).toBe(off);
      });

      it(`${path} is refused to an admin, and nothing changes`, async () => {
        const id = await insertCategory(world.db, { name: uniqueName() });
        const before = await fingerprint();
        const response = await world.call(
          'POST',
          `/app-admin/rule-based-categories/${id}/${path}/true`,
          world.tokens.admin,
        );
        expect(response.statusCode).toBe(403);
        expect(await fingerprint()).toEqual(before);
      });
    }

    it('a category the product admin does not see is 404', async () => {
      const hidden = await insertCategory(world.db, {
        name: uniqueName(),
        createdBy: world.users.ROLE_USER.id,
      });
      const before = await fingerprint();
      const response = await world.call(
        'POST',
        `/app-admin/rule-based-categories/${hidden}/alert-category/true`,
        world.tokens.appAdmin,
      );
      expect(response.statusCode).toBe(404);
      expect(await fingerprint()).toEqual(before);
    });

    it('a flag other than true or false is bad input', async () => {
      const id = await insertCategory(world.db, { name: uniqueName() });
      const response = await world.call(
        'POST',
        `/app-admin/rule-based-categories/${id}/alert-category/yes`,
        world.tokens.appAdmin,
      );
      expect(response.statusCode).toBe(400);
    });
  });
});
