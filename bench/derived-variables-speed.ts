/**
 * Speed check of the derived-variable computation on a PostgreSQL server (not a test: it needs a
 * scratch database and minutes). Fills it with plain INSERTs when empty, then times a full
 * recompute, a second (idempotent) one and the next day's roll:
 *
 *   createdb -h 127.0.0.1 -U postgres vigil_derived_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_derived_bench \
 *     npx tsx bench/derived-variables-speed.ts [patients]
 *   dropdb -h 127.0.0.1 -U postgres vigil_derived_bench
 */
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import {
  recomputeDerivedVariables,
  rollDerivedVariables,
} from '../apps/server/src/features/variable-values/index.ts';

const TIME_ZONES = ['Europe/Stockholm', 'Europe/Oslo', 'Europe/Berlin', 'Europe/London', 'Pacific/Auckland'];

async function fill(db: Db, patients: number, today: string): Promise<void> {
  // Each child registered 30-150 days ago; ~83 % of nights recorded since, ~2 % with an alarm error.
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
    where r.c < 0.83`.execute(db);
  await sql`insert into technical_error (patient_id, occurred_at, night, text, fixed, fixed_at, source)
    select patient_id, night + time '02:00', night, 'Low battery', false, null, 'phone'
    from nightly_entry where random() < 0.02`.execute(db);
  await sql`analyze`.execute(db);
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`, result);
  return result;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a scratch PostgreSQL database');
  const patients = Number(process.argv[2] ?? 100_000);
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
    else {
      // A rerun starts from no derived values, as after seeding.
      await sql`truncate patient_variable_latest, variable_value_month`.execute(db);
      await sql`vacuum analyze variable_value_month`.execute(db);
    }
    const counts = await sql<{ entries: number; errors: number }>`
      select (select count(*) from nightly_entry) as entries, (select count(*) from technical_error) as errors`.execute(
      db,
    );
    console.log('rows', counts.rows[0]);
    await timed('recompute all', () => recomputeDerivedVariables(db, { customer: 'bedwetting', asOf }));
    await timed('recompute all again', () => recomputeDerivedVariables(db, { customer: 'bedwetting', asOf }));
    await timed('roll, same day', () => rollDerivedVariables(db, { customer: 'bedwetting', asOf }));
    const tomorrow = new Date(asOf.getTime() + 86_400_000);
    await timed('roll, next day', () => rollDerivedVariables(db, { customer: 'bedwetting', asOf: tomorrow }));
    await timed('one patient', () =>
      recomputeDerivedVariables(db, { customer: 'bedwetting', patientIds: [4242], asOf: tomorrow }),
    );
  } finally {
    await database.close();
  }
}

await main();
