import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import type { Database } from './database.ts';
import { isSchemaCurrent, migrateToLatest, SchemaTooNewError } from './migrate.ts';

describe('a database written by a newer Vigil', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // What a newer version would leave behind: a migration this version has never heard of.
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', now()::text)`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  it('is refused before anything is touched', async () => {
    const before = await databaseFingerprint(database.db);
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database.db,
    );
    await expect(migrateToLatest(database.db)).rejects.toThrow(SchemaTooNewError);
    await expect(migrateToLatest(database.db)).rejects.toThrow(
      /newer version of Vigil.*9999_from_the_future/,
    );
    expect(await databaseFingerprint(database.db)).toEqual(before);
    expect(
      (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db))
        .rows,
    ).toEqual(migrations.rows);
  });

  it('still counts as having every shipped migration', async () => {
    expect(await isSchemaCurrent(database.db)).toBe(true);
  });
});
