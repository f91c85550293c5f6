import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import { readsClock } from './condition-sql.ts';
import { conditionKindsOf, evaluatedMembers } from './evaluation.ts';
import { unsafeEveryPatient } from '../../platform/access/patient-data.ts';

/*
 * The stored members of every rule-based category (table category_member, migration 0011), with
 * the clock they were computed at (category_member_clock). A category whose conditions read only
 * data has the same members at any clock. One that counts days up to today (readsClock) has them
 * for the clock's UTC day and quarter hour only: local days are the same all through a quarter
 * hour of UTC in every time zone (offsets and their changes are whole quarter hours), so its
 * stored members serve the requests of that quarter hour; a request at another clock evaluates it.
 *
 * Triggers mark the patients and categories a write makes stale. A refresh takes the marks, moves
 * the clock to the present quarter hour (computing the categories that count days again) and
 * computes the marked memberships again with the category engine, writing only what changed.
 * Every reader refreshes first, so a read sees every write committed before it.
 *
 * With the members, a refresh writes each patient's set of categories and the facts a scope tests
 * (category_member_set, migration 0023), from which triggers keep the counts of members per scope
 * (category_count): for every patient whose members changed, and for the marked ones, whose
 * counted facts may have.
 */

/** The UTC day and quarter hour the stored members were computed at. */
export interface StoreClock {
  readonly today: string;
  readonly quarter: Date;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Above this many stale patients, every category is computed again for everyone at once. */
const WHOLE_REFRESH_PATIENTS = 1_000;

/** The advisory lock (class, key) refreshes take: one at a time, so none reads before another ends. */
const REFRESH_LOCK = sql`${5_002}, ${1}`;

/** The clock of an instant: the start of its quarter hour and that quarter's UTC day. */
export function storeClockOf(now: Date): StoreClock {
  const quarter = new Date(Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  return { today: quarter.toISOString().slice(0, 10), quarter };
}

/** True when the store's clock is the one of the day and instant given: its members hold for them. */
export function holdsFor(store: StoreClock, today: string, now: Date): boolean {
  return store.today === today && store.quarter.getTime() === storeClockOf(now).quarter.getTime();
}

/** holdsFor in SQL, on the stored clock: for a statement that reads the store and must agree with it. */
export function storedAt(today: string, now: Date): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from category_member_clock clock
    where clock.today = ${today}::date and clock.quarter = ${storeClockOf(now).quarter.toISOString()}::timestamptz)`;
}

/**
 * Brings the stored members up to date with every write committed so far and with the quarter
 * hour of `now`, and returns the clock they now hold for. A write still in progress keeps its mark
 * (its row is locked and skipped) for the refresh after it commits.
 */
export async function refreshStoredMembers(db: Db, now = new Date()): Promise<StoreClock> {
  const present = storeClockOf(now);
  const { rows } = await sql<{ stale: boolean; today: string | null; quarter: Date | null }>`select
      exists (select 1 from category_member_stale_patient)
        or exists (select 1 from category_member_stale_category) as stale,
      clock.today, clock.quarter
    from (select) nothing left join category_member_clock clock on true`.execute(db);
  const { stale, today, quarter } = rows[0]!;
  if (!stale && today !== null && quarter !== null && quarter.getTime() >= present.quarter.getTime())
    return { today, quarter };
  // In a caller's transaction (a message sent now) the lock and the marks are held to its end.
  if (db.isTransaction) return refreshIn(db, present);
  return db.transaction().execute((trx) => refreshIn(trx, present));
}

async function refreshIn(trx: Db, present: StoreClock): Promise<StoreClock> {
  await sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(trx);
  const categories = await takeMarks(trx, 'category_member_stale_category', 'category_id');
  const patients = await takeMarks(trx, 'category_member_stale_patient', 'patient_id');
  const stored = await trx.selectFrom('categoryMemberClock').select(['today', 'quarter']).executeTakeFirst();
  // Never back: another server's clock may run a little ahead of this one's.
  const moved = !stored || stored.quarter.getTime() < present.quarter.getTime();
  const clock = moved ? present : { today: stored.today, quarter: stored.quarter };
  if (moved) {
    await trx
      .insertInto('categoryMemberClock')
      .values({ id: true, ...clock })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(clock))
      .execute();
  }
  const every = trx.selectFrom('ruleBasedCategory as category').select('category.id');
  if (!stored || patients.length > WHOLE_REFRESH_PATIENTS) {
    await recompute(trx, clock, every, sql`true`, { sets: sql`select patient.id from patient` });
    return clock;
  }
  const marked = idArray(categories);
  const redo = every.where(
    moved
      ? sql<boolean>`category.id = any(${marked}) or ${readsClock(sql`category.id`)}`
      : sql<boolean>`category.id = any(${marked})`,
  );
  if (moved || categories.length > 0) {
    // A deleted category's members went with it (cascade): the sets that held it follow here.
    await recompute(trx, clock, redo, sql`stored.category_id in (${redo})`, {
      sets: sql`select kept.patient_id from category_member_set kept where kept.category_ids && ${marked}`,
    });
  }
  if (patients.length > 0) {
    const ids = idArray(patients);
    await recompute(trx, clock, every, sql`stored.patient_id = any(${ids})`, {
      patients: ids,
      sets: sql`select unnest(${ids})`,
    });
  }
  return clock;
}

/** Deletes the marks no other transaction holds, returning their ids. */
async function takeMarks(trx: Db, table: string, column: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`delete from ${sql.table(table)}
    where ${sql.ref(column)} in (select ${sql.ref(column)} from ${sql.table(table)} for update skip locked)
    returning ${sql.ref(column)} as id`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * Computes the members of the categories (of those patients, if given) at the clock and writes
 * the difference with the stored rows that `target` selects (alias `stored`), in one statement
 * with the sets of categories of the patients whose members changed and of those `sets` names
 * (a query of patient ids: the marked ones, whose counted facts may have changed).
 */
async function recompute(
  trx: Db,
  clock: StoreClock,
  categories: Expression<{ id: number }>,
  target: RawBuilder<unknown>,
  { patients, sets }: { patients?: RawBuilder<number[]>; sets: RawBuilder<unknown> },
): Promise<void> {
  const kinds = await conditionKindsOf(trx, categories);
  const fresh = evaluatedMembers(trx, categories, {
    // The store serves every caller; each reader applies its own reach when it reads the store.
    reach: unsafeEveryPatient('stored members of every patient'),
    today: clock.today,
    now: clock.quarter,
    kinds,
    patients,
  });
  // The stored rows that are no longer members are a set difference (EXCEPT): the planner cannot
  // tell how many fresh rows there are, and as an anti-join, thinking them few, it once merged
  // on the category alone and compared every stored member with every fresh one of its category
  // (2.5 billion comparisons, seven minutes, for a quarter hour's refresh at 100,000 patients).
  // A patient's set is its stored categories outside the target, which this statement leaves as
  // they are (it reads them as they were), and its fresh ones.
  await sql`with fresh as materialized (select f.category_id, f.patient_id from (${fresh}) f),
    removed as (
      delete from category_member gone using (
          select stored.category_id, stored.patient_id from category_member stored where ${target}
          except select fresh.category_id, fresh.patient_id from fresh) stale
      where gone.category_id = stale.category_id and gone.patient_id = stale.patient_id
      returning gone.patient_id),
    added as (
      insert into category_member (category_id, patient_id)
      select fresh.category_id, fresh.patient_id from fresh
      on conflict do nothing
      returning patient_id),
    touched as (select patient_id from removed union select patient_id from added union ${sets}),
    fresh_sets as (select patient_id, array_agg(category_id) as category_ids from fresh group by patient_id)
    insert into category_member_set as kept (patient_id, category_ids, clinic_ids, responsible_user_id, inactive)
    select patient.id,
      array(select held.id from unnest(coalesce(fresh_sets.category_ids, '{}') || array(
          select stored.category_id from category_member stored where stored.patient_id = patient.id and not (${target})
        )) held(id) order by held.id),
      patient.clinic_ids, coalesce(patient.responsible_user_id, 0), patient.inactive
    from touched
    join patient on patient.id = touched.patient_id
    left join fresh_sets on fresh_sets.patient_id = patient.id
    on conflict (patient_id) do update set category_ids = excluded.category_ids, clinic_ids = excluded.clinic_ids,
      responsible_user_id = excluded.responsible_user_id, inactive = excluded.inactive
    where (kept.category_ids, kept.clinic_ids, kept.responsible_user_id, kept.inactive)
      is distinct from (excluded.category_ids, excluded.clinic_ids, excluded.responsible_user_id, excluded.inactive)`.execute(
    trx,
  );
}
