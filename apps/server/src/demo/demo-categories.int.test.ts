import { CUSTOMERS, LANGUAGES, type Customer } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { categoryMembers, prepareMembership } from '../features/categories/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { seedDemoClinicIfEmpty } from './seed.ts';
import { unsafeEveryPatient } from '../platform/access/patient-data.ts';

describe.each(CUSTOMERS)('the %s demo clinic’s categories', (customer: Customer) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoClinicIfEmpty(database.db, loadConfig({ CUSTOMER: customer, DEMO_PATIENTS: '60' }));
  });
  afterAll(() => database.close());

  it('are shared, one of them an alert category, and every one has conditions', async () => {
    const categories = await database.db.selectFrom('ruleBasedCategory').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.every((category) => category.createdBy === null)).toBe(true);
    expect(categories.filter((category) => category.sharableType === 'admin-alert')).toHaveLength(1);
    if (customer === 'generic') expect(categories.map((category) => category.name)).toContain('Discharge<30');
  });

  it('are named in every interface language, but the one the Discharge<30 button reads', async () => {
    const categories = await database.db.selectFrom('ruleBasedCategory').select(['id', 'name']).execute();
    const names = await database.db
      .selectFrom('categoryLanguage')
      .select(['categoryId', 'language'])
      .execute();
    for (const category of categories) {
      const languages = names.filter((name) => name.categoryId === category.id).map((name) => name.language);
      expect(languages.sort(), category.name).toEqual(
        category.name === 'Discharge<30' ? [] : LANGUAGES.filter((language) => language !== 'en').sort(),
      );
    }
  });

  it('find members among the demo patients', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const categories = await database.db.selectFrom('ruleBasedCategory').select(['id', 'name']).execute();
    const withMembers: string[] = [];
    for (const category of categories) {
      const prepared = await prepareMembership(database.db, category.id, { today });
      const members = await categoryMembers(database.db, category.id, {
        reach: unsafeEveryPatient('the demo clinic is all there is'),
        prepared,
      }).execute();
      if (members.length > 0) withMembers.push(category.name);
    }
    expect(withMembers.length).toBeGreaterThanOrEqual(2);
  });
});
