import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import { readsClock } from './condition-sql.ts';
import { conditionKindsOf, evaluatedMembers } from './evaluation.ts';

/*
 * The stored members (table category_member, migration 0011) of the categories whose conditions
 * read only stored data. Triggers mark the patients and categories a write makes stale; a refresh
 * takes the marks and computes those memberships again with the category engine, writing only
 * what changed. Every reader refreshes first, so a read sees every write committed before it.
 */

/** Above this many stale patients, the stored categories are computed again for everyone at once. */
const WHOLE_REFRESH_PATIENTS = 1_000;

/** The advisory lock (class, key) refreshes take: one at a time, so none reads before another ends. */
const REFRESH_LOCK = sql`${5_002}, ${1}`;

/** The categories whose members are stored: those with no condition that counts days up to today. */
export function storedCategories(db: Db, among?: RawBuilder<number[]>) {
  let categories = db
    .selectFrom('ruleBasedCategory as category')
    .select('category.id')
    .where(sql<boolean>`not ${readsClock(sql`category.id`)}`);
  if (among) categories = categories.where(sql<boolean>`category.id = any(${among})`);
  return categories;
}

/**
 * Brings the stored members up to date with every write committed so far. A write still in
 * progress keeps its mark (its row is locked and skipped) for the refresh after it commits.
 */
export async function refreshStoredMembers(db: Db): Promise<void> {
  const { rows } = await sql<{ stale: boolean }>`select exists (select 1 from category_member_stale_patient)
      or exists (select 1 from category_member_stale_category) as stale`.execute(db);
  if (!rows[0]!.stale) return;
  // In a caller's transaction (a message sent now) the lock and the marks are held to its end.
  if (db.isTransaction) await refreshIn(db);
  else await db.transaction().execute(refreshIn);
}

async function refreshIn(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(trx);
  const categories = await takeMarks(trx, 'category_member_stale_category', 'category_id');
  const patients = await takeMarks(trx, 'category_member_stale_patient', 'patient_id');
  if (patients.length > WHOLE_REFRESH_PATIENTS) {
    await recompute(trx, storedCategories(trx), sql`true`);
    return;
  }
  if (categories.length > 0) {
    const ids = idArray(categories);
    await recompute(trx, storedCategories(trx, ids), sql`stored.category_id = any(${ids})`);
  }
  if (patients.length > 0) {
    const ids = idArray(patients);
    await recompute(trx, storedCategories(trx), sql`stored.patient_id = any(${ids})`, ids);
  }
}

/** Deletes the marks no other transaction holds, returning their ids. */
async function takeMarks(trx: Db, table: string, column: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`delete from ${sql.table(table)}
    where ${sql.ref(column)} in (select ${sql.ref(column)} from ${sql.table(table)} for update skip locked)
    returning ${sql.ref(column)} as id`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * Computes the members of the categories (of those patients, if given) and writes the difference
 * with the stored rows that `target` selects (alias `stored`).
 */
async function recompute(
  trx: Db,
  categories: Expression<{ id: number }>,
  target: RawBuilder<unknown>,
  patients?: RawBuilder<number[]>,
): Promise<void> {
  const kinds = await conditionKindsOf(trx, categories);
  // Stored categories do not read the clock: any day gives the same members.
  const fresh = evaluatedMembers(trx, categories, { today: '2000-01-01', kinds, patients });
  await sql`with fresh as materialized (select f.category_id, f.patient_id from (${fresh}) f),
    removed as (
      delete from category_member stored where ${target} and not exists (
        select 1 from fresh where fresh.category_id = stored.category_id and fresh.patient_id = stored.patient_id))
    insert into category_member (category_id, patient_id)
    select fresh.category_id, fresh.patient_id from fresh
    on conflict do nothing`.execute(trx);
}
