import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { migrations as shippedMigrations } from './migrations/index.ts';

export class SchemaTooNewError extends Error {
  override readonly name = 'SchemaTooNewError';
}

const MIGRATION_TABLE = 'kysely_migration';

/**
 * Brings the schema to this version of Vigil. Forward only: all pending migrations run in one
 * transaction (PostgreSQL has transactional DDL), so a failure leaves the database as it was.
 * A database written by a newer Vigil is refused before anything is touched.
 */
export async function migrateToLatest(
  db: Db,
  migrations: Record<string, Migration> = shippedMigrations,
): Promise<string[]> {
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new SchemaTooNewError(
      `The database was written by a newer version of Vigil (unknown migrations: ${unknown.join(', ')}). ` +
        'Refusing to start so that it is not damaged; run the newer version or restore a backup.',
    );
  }
  const migrator = new Migrator({
    db,
    provider: staticProvider(migrations),
    migrationTableName: MIGRATION_TABLE,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).map((result) => result.migrationName);
}

/** True when every shipped migration has been applied (readiness). */
export async function isSchemaCurrent(db: Db): Promise<boolean> {
  const applied = new Set(await appliedMigrations(db));
  return Object.keys(shippedMigrations).every((name) => applied.has(name));
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows: tables } = await sql<{
    found: string | null;
  }>`select to_regclass(${MIGRATION_TABLE})::text as found`.execute(db);
  if (!tables[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}

function staticProvider(migrations: Record<string, Migration>): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations) };
}
