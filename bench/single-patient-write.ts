/**
 * What a write about one patient costs when the scope is large: an own limit saved, a birth date
 * changed. Each refreshes that patient's stored statuses (migration 0016); before, the refresh
 * read every patient's latest values. A scratch database on the PostgreSQL server with `patients`
 * patients and a latest value of every generic measured variable each, then 200 writes of each kind.
 *
 *   npx tsx bench/single-patient-write.ts [patients=100000]
 *
 * Baseline, same run and database: updating one latest value by its primary key (the floor of any
 * write that touches a patient's status row). Target (issue 24): p95 ≤ 20 ms at 100,000 patients.
 * A change of a general limit stays set-based: it is timed once, for the whole table.
 */
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';
import { summarize } from './lib/stats.ts';

const patients = Number(process.argv[2] ?? 100_000);
const WRITES = 200;

const scratch = await createScratchDatabase('vigil_bench_write');
const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
const { db } = database;

async function timeWrites(write: (patientId: number, index: number) => Promise<unknown>) {
  const durations: number[] = [];
  const started = performance.now();
  for (let index = 0; index < WRITES; index++) {
    const patientId = 1 + ((index * 7919) % patients);
    const before = performance.now();
    await write(patientId, index);
    durations.push(performance.now() - before);
  }
  return summarize(durations, (performance.now() - started) / 1000);
}

try {
  await migrateToLatest(db);
  let started = performance.now();
  await sql`insert into patient (id, first_name, timezone, date_of_birth, gender)
    overriding system value
    select g, 'P' || g, 'Europe/Stockholm', date '1950-01-01' + (g % 20000), case when g % 2 = 0 then 'Female' else 'Male' end
    from generate_series(1, ${patients}) g`.execute(db);
  // Seeding only: the statuses are computed once below, for every row at once.
  await sql`alter table patient_variable_latest disable trigger user`.execute(db);
  await sql`insert into patient_variable_latest (patient_id, variable_id, value, time_stamp, days_since)
    select p.id, v.id, 50 + (hashint4(p.id * 31 + v.id) & 127), now() - interval '1 day', 1
    from patient p cross join patient_variable v where v.kind = 'measured' and v.flavour in ('generic', 'both')`.execute(
    db,
  );
  await sql`alter table patient_variable_latest enable trigger user`.execute(db);
  await sql`select refresh_variable_statuses(null, null)`.execute(db);
  await sql`analyze`.execute(db);
  const { rows } = await sql<{ latest: number; variableId: number }>`
    select (select count(*) from patient_variable_latest)::int as latest,
      (select min(variable_id) from patient_variable_latest) as "variableId"`.execute(db);
  const { latest, variableId } = rows[0]!;
  console.log(
    `seeded ${patients} patients, ${latest} latest values in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const baseline = await timeWrites((patientId, index) =>
    sql`update patient_variable_latest set days_since = ${index % 5}
      where patient_id = ${patientId} and variable_id = ${variableId}`.execute(db),
  );
  const ownLimit = await timeWrites((patientId, index) =>
    sql`insert into limit_user (patient_id, variable_id, alert_low, abnormal_low, lower_limit_normal,
        upper_limit_normal, abnormal_high, alert_high)
      values (${patientId}, ${variableId}, 10, 20, 30, ${90 + (index % 5)}, 100, 110)
      on conflict (patient_id, variable_id) do update set upper_limit_normal = excluded.upper_limit_normal`.execute(
      db,
    ),
  );
  const birthDate = await timeWrites((patientId, index) =>
    sql`update patient set date_of_birth = date '1950-01-01' + ${index * 13}::integer where id = ${patientId}`.execute(
      db,
    ),
  );
  started = performance.now();
  await sql`update limit_general set upper_limit_normal = upper_limit_normal + 1 where variable_id = ${variableId}`.execute(
    db,
  );
  const generalSeconds = (performance.now() - started) / 1000;

  const line = (name: string, figures: ReturnType<typeof summarize>, target: string) =>
    console.log(
      `${name.padEnd(36)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms` +
        `  (${(figures.p95 / baseline.p95).toFixed(1)}× the baseline's p95)  target ${target}`,
    );
  console.log(`\n${patients} patients, ${WRITES} writes each, one client`);
  line('baseline: one latest value by key', baseline, '-');
  line('own limit saved', ownLimit, 'p95 ≤ 20 ms');
  line('birth date changed', birthDate, 'p95 ≤ 20 ms');
  console.log(`general limit changed (set-based)     ${generalSeconds.toFixed(2)} s for every patient`);
} finally {
  await database.close();
  await scratch.drop();
}
