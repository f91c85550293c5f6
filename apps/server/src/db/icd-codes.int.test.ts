import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database, Db } from './database.ts';

// The migrated test database: PGlite, or PostgreSQL when TEST_DATABASE_URL names a server.
describe('ICD-10-CM codes', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  /** The plan of a query, one line per node. */
  async function plan(query: string): Promise<string> {
    const { rows } = await database.executeSql(`explain ${query}`, []);
    return rows.map((row) => Object.values(row as Record<string, unknown>).join('')).join('\n');
  }

  it('holds the whole FY2026 code list', async () => {
    const { count } = await db
      .selectFrom('icdCode')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(74_719);
  });

  it('keeps codes with their dot and the CMS long descriptions', async () => {
    const rows = await db
      .selectFrom('icdCode')
      .select(['code', 'description'])
      .where('code', 'in', ['N39.44', 'I10', 'A00.0', 'Z99.89'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'A00.0', description: 'Cholera due to Vibrio cholerae 01, biovar cholerae' },
      { code: 'I10', description: 'Essential (primary) hypertension' },
      { code: 'N39.44', description: 'Nocturnal enuresis' },
      { code: 'Z99.89', description: 'Dependence on other enabling machines and devices' },
    ]);
  });

  it('finds codes by prefix', async () => {
    const rows = await db
      .selectFrom('icdCode')
      .select('code')
      .where('code', 'like', 'N39%')
      .orderBy('code')
      .execute();
    const codes = rows.map((row) => row.code);
    expect(codes).toContain('N39.44');
    expect(codes).toContain('N39.0');
    expect(codes.every((code) => code.startsWith('N39'))).toBe(true);
  });

  it('finds codes by a word of their description, in any case', async () => {
    const rows = await db
      .selectFrom('icdCode')
      .select('code')
      .where(sql<string>`lower(description)`, 'like', '%enuresis%')
      .orderBy('code')
      .execute();
    const codes = rows.map((row) => row.code);
    expect(codes).toContain('N39.44');
    expect(codes).toContain('F98.0');
    expect(codes.length).toBeLessThan(20);
  });

  it('searches by code prefix and description prefix through the indexes', async () => {
    // The statistics are taken by the migration, so these plans do not depend on autovacuum.
    const byCode = await plan(`select code from icd_code where code like 'N39%'`);
    expect(byCode).not.toContain('Seq Scan');
    expect(byCode).toMatch(/Index.* using icd_code_(prefix_idx|pkey) /);
    const byDescription = await plan(`select code from icd_code where lower(description) like 'nocturnal%'`);
    expect(byDescription).not.toContain('Seq Scan');
    expect(byDescription).toContain('icd_code_description_idx');
  });
});
