/**
 * Speed of the bedwetting history back-fill on a PostgreSQL server (not a test: it needs a scratch
 * database and minutes). Fills it with plain INSERTs when empty, then times, for all patients:
 * the one-day computation (the baseline, what seeding did before every day was kept), the
 * back-fill of every day of the history, the same back-fill again (nothing written), and a late
 * night of one patient and of 5,000 patients at once:
 *
 *   createdb -h 127.0.0.1 -U postgres vigil_history_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_history_bench \
 *     npx tsx bench/bedwetting-history-speed.ts [patients, default 10000]
 *   dropdb -h 127.0.0.1 -U postgres vigil_history_bench
 *
 * With `demo` instead of a number it times the same two computations for the children the demo
 * clinic follows, on a fresh embedded database seeded as at first start (no DATABASE_URL needed):
 *
 *   npx tsx bench/bedwetting-history-speed.ts demo
 */
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { openDatabase, openMemoryDatabase } from '../apps/server/src/db/database.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemoClinicIfEmpty } from '../apps/server/src/demo/seed.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';

const TIME_ZONES = ['Europe/Stockholm', 'Europe/Oslo', 'Europe/Berlin', 'Europe/London', 'Pacific/Auckland'];
const LATE_PATIENTS = 5000;

async function fill(db: Db, patients: number, today: string): Promise<void> {
  // Each child registered 30-150 days ago; ~83 % of nights recorded since, ~2 % with an alarm
  // error, half of them fixed the next day. Night 30 mornings ago is left out, to come in late.
  await sql`insert into patient (first_name, timezone, created_at)
    select 'Child ' || i, (${TIME_ZONES}::text[])[1 + i % ${TIME_ZONES.length}],
      ${today}::date - (30 + i % 121) + time '10:00'
    from generate_series(1, ${patients}) i`.execute(db);
  await sql`insert into nightly_entry (patient_id, night, value, self_woke_up, wet_second_time, source)
    select p.id, n.night, case when r.a < 0.45 then 0 when r.a < 0.8 then 1 else 2 end,
      r.a < 0.45 and r.b < 0.3, r.a >= 0.45 and r.b < 0.1, 'phone'
    from patient p
    cross join lateral generate_series((p.created_at::date + 1)::timestamp, ${today}::date - 1, '1 day') n (night)
    cross join lateral (select random() as a, random() as b, random() as c, n.night as night) r
    where r.c < 0.83 and n.night::date <> ${today}::date - 30`.execute(db);
  await sql`insert into technical_error (patient_id, occurred_at, night, text, fixed, fixed_at, source)
    select patient_id, night + time '02:00', night, 'Low battery', fixed, case when fixed then night + 1 end, 'phone'
    from (select patient_id, night, random() < 0.5 as fixed from nightly_entry where random() < 0.02) e`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`, result);
  return result;
}

async function clearComputed(db: Db): Promise<void> {
  await sql`truncate patient_variable_latest, variable_value_month`.execute(db);
  await sql`vacuum analyze variable_value_month`.execute(db);
}

/** The demo clinic's back-fill at first start, against the one-day computation of the same children. */
async function demo(): Promise<void> {
  const database = await openMemoryDatabase();
  const db = database.db;
  try {
    await migrateToLatest(db);
    await timed('seed the demo clinic (with its back-fill)', () =>
      seedDemoClinicIfEmpty(db, loadConfig({ ...process.env, LOG_LEVEL: 'silent' })).then(() => 'done'),
    );
    const followed = (
      await db.selectFrom('patient').select('id').where('inactive', '=', false).execute()
    ).map((patient) => patient.id);
    const asOf = new Date();
    const clear = () =>
      sql`delete from variable_value_month where patient_id = any(${followed}::int[])`.execute(db);
    await clear();
    await timed(`baseline: one day, ${followed.length} followed children`, () =>
      recomputeDerivedVariables(db, { customer: 'bedwetting', patientIds: followed, asOf }),
    );
    await clear();
    await timed(`history back-fill, ${followed.length} followed children`, () =>
      recomputeDerivedVariables(db, {
        customer: 'bedwetting',
        patientIds: followed,
        asOf,
        firstDays: 'history',
      }),
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === 'demo') return demo();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a scratch PostgreSQL database');
  const patients = Number(process.argv[2] ?? 10_000);
  const database = await openDatabase({ kind: 'postgres', url }, 2);
  const db = database.db;
  try {
    await migrateToLatest(db);
    const asOf = new Date();
    const today = asOf.toISOString().slice(0, 10);
    const existing = await db
      .selectFrom('patient')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if (!existing?.n) await timed(`fill ${patients} patients`, () => fill(db, patients, today));
    const { rows } = await sql<{ patients: number; entries: number; errors: number; days: number }>`
      select (select count(*) from patient) as patients, (select count(*) from nightly_entry) as entries,
        (select count(*) from technical_error) as errors,
        (select sum(${today}::date - created_at::date + 1) from patient) as days`.execute(db);
    console.log('rows', rows[0]);

    await clearComputed(db);
    await timed('baseline: one day, all patients', () =>
      recomputeDerivedVariables(db, { customer: 'bedwetting', asOf }),
    );
    await clearComputed(db);
    await timed('history back-fill, all patients', () =>
      recomputeDerivedVariables(db, { customer: 'bedwetting', asOf, firstDays: 'history' }),
    );
    await timed('history back-fill again (nothing to write)', () =>
      recomputeDerivedVariables(db, { customer: 'bedwetting', asOf, firstDays: 'history' }),
    );

    const lateNight = new Date(asOf.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const addLateNights = async (ids: readonly number[]) =>
      sql`insert into nightly_entry (patient_id, night, value, source)
        select id, ${lateNight}::date, 2, 'phone' from unnest(${ids}::int[]) as p (id)
        on conflict do nothing`.execute(db);
    await addLateNights([42]);
    await timed('a late night 30 days back, one patient', () =>
      recomputeDerivedVariables(db, {
        customer: 'bedwetting',
        patientIds: [42],
        firstDays: new Map([[42, lateNight]]),
      }),
    );
    const many = Array.from({ length: Math.min(LATE_PATIENTS, patients) }, (_, index) => index + 100);
    await addLateNights(many);
    await timed(`a late night 30 days back, ${many.length} patients at once`, () =>
      recomputeDerivedVariables(db, {
        customer: 'bedwetting',
        patientIds: many,
        firstDays: new Map(many.map((id) => [id, lateNight])),
      }),
    );
  } finally {
    await database.close();
  }
}

await main();
