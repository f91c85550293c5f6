import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Tables left out of the digest: the audit trail and the request-limit counters, which record a
 * refused attempt on purpose, the migrator's bookkeeping, and the ICD-10-CM list (reference data no call writes; reading its
 * 74,719 rows would make every check slow).
 */
const NOT_DIGESTED = new Set([
  'audit_trail',
  'rate_limit_counter',
  'kysely_migration',
  'kysely_migration_lock',
  'icd_code',
]);

/** A digest of every row of every table, to prove that a refused call changed nothing. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (NOT_DIGESTED.has(name)) continue;
    const { rows } = await sql<{ digest: string | null }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`.execute(
      db,
    );
    fingerprint[name] = rows[0]?.digest ?? '';
  }
  return fingerprint;
}
