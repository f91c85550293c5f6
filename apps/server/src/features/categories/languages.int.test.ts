import {
  CATEGORY_LANGUAGE_MESSAGES as MESSAGES,
  CATEGORY_MESSAGES,
  type CategoryLanguage,
  type CategoryPanel,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('category names per language (Control admin → Categories)', () => {
  let server: TestApp;
  let admin: string;
  let nurse: string;
  let shared: number;
  let nursesOwn: number;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    const clinic = await createClinic(db);
    admin = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    const nurseUser = await createUser(db, { clinicIds: [clinic.clinicId] });
    nurse = await loginAs(server.app, nurseUser);
    const category = (name: string, createdBy: number | null) =>
      db
        .insertInto('ruleBasedCategory')
        .values({ name, createdBy })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    shared = await category('Many wet nights', null);
    nursesOwn = await category('My follow-ups', nurseUser.id);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      ...(payload ? { payload } : {}),
    });
  const name = (language: string, categoryLanguageName: string, category = shared) => ({
    ruleBasedCategoryUser: category,
    categoryLanguageName,
    language,
  });

  it('names a shared category in German, replaces the name, and a German nurse sees it', async () => {
    await call('POST', '/category-language/create', name('de', 'Viele nasse Nächte'));
    const list = (await call('POST', '/category-language/create', name('de', 'Viele nasse Naechte'))).json<
      CategoryLanguage[]
    >();
    expect(list).toEqual([
      {
        idcategoryLanguage: expect.any(Number) as number,
        ruleBasedCategoryUser: { idruleBasedCategoryUser: shared, categoryName: 'Many wet nights' },
        categoryLanguageName: 'Viele nasse Naechte',
        language: 'de',
      },
    ]);
    expect((await call('GET', '/category-language/')).json<CategoryLanguage[]>()).toEqual(list);

    const panels = await server.app.inject({
      url: '/api/v1/rule-based-categories/patients',
      headers: { ...authHeaders(nurse), 'accept-language': 'de' },
    });
    const panel = panels.json<CategoryPanel[]>().find((row) => row.categoryId === shared);
    expect(panel?.categoryNameTranslated).toBe('Viele nasse Naechte');
  });

  it('deletes a name; the category keeps its own', async () => {
    const list = (await call('POST', '/category-language/create', name('sv', 'Många våta nätter'))).json<
      CategoryLanguage[]
    >();
    const swedish = list.find((row) => row.language === 'sv')!;
    const after = (await call('DELETE', `/category-language/delete/${swedish.idcategoryLanguage}`)).json<
      CategoryLanguage[]
    >();
    expect(after.map((row) => row.language)).toEqual(['de']);
    const again = await call('DELETE', `/category-language/delete/${swedish.idcategoryLanguage}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(MESSAGES.unknownName);
  });

  it('refuses a missing name, an unknown language, and a category the admin does not see, changing nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const refused = async (payload: unknown, status: number, message?: string) => {
      const response = await call('POST', '/category-language/create', payload);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json<{ message: string }>().message).toBe(message);
    };
    await refused(name('de', '  '), 400, MESSAGES.missingName);
    await refused({ ruleBasedCategoryUser: shared, language: 'de' }, 400, MESSAGES.missingName);
    await refused(name('xx', 'Name'), 400);
    // Another user's own list is theirs: the product admin does not see it.
    await refused(name('de', 'Meine', nursesOwn), 404, CATEGORY_MESSAGES.notFound);
    await refused(name('de', 'Nichts', 2_000_000_000), 404, CATEGORY_MESSAGES.notFound);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('is the product admin’s: a nurse gets 403 on every category language call', async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const [method, url, payload] of [
      ['GET', '/category-language/', undefined],
      ['POST', '/category-language/create', name('fi', 'Monta märkää yötä')],
      ['DELETE', '/category-language/delete/1', undefined],
    ] as const)
      expect((await call(method, url, payload, nurse)).statusCode, url).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
