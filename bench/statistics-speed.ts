/**
 * Speed of Statistics admin at product scale: a scratch database on the PostgreSQL server with
 * 100,000 generic patients (50 nurses, 20 clinics, 8 registration quarters), a year of weekly
 * hospitalization predictions (5.2 million) and about two hospital stays per patient, then:
 * the nightly job (the new dates and the last four again), every date computed again, and the
 * Main View generated for the whole year in each compare mode.
 *
 *   npx tsx bench/statistics-speed.ts [patients=100000] [weeks=52]
 *
 * Baselines, measured in the same run on the same database: reading the year's predictions once
 * (what any computation of the figures must at least do), and reading the year's stored rows
 * once (what any Main View must at least do). Targets (issue 22): the nightly job ≤ 60 s, the Main
 * View for one year ≤ 2 s.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { addDays, type StatisticsQuery } from '@vigil/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { computeStatistics } from '../apps/server/src/features/statistics/compute.ts';
import { statisticsRows } from '../apps/server/src/features/statistics/read.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const patients = Number(process.argv[2] ?? 100_000);
const weeks = Number(process.argv[3] ?? 52);
const NURSES = 50;
const CLINICS = 20;
const today = new Date().toISOString().slice(0, 10);
const lastMonday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 21);
const firstMonday = addDays(lastMonday, -7 * (weeks - 1));

const scratch = await createScratchDatabase('vigil_bench_statistics');
const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 4);
const { db } = database;
const seconds = (started: number) => (performance.now() - started) / 1000;
const median = async (runs: number, work: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(seconds(started));
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};

try {
  await migrateToLatest(db);
  let started = performance.now();
  await sql`insert into country (name) values ('Benchland')`.execute(db);
  await sql`insert into organization (name) values ('Bench care')`.execute(db);
  await sql`insert into clinic (organization_id, country_id, name, city)
    select (select id from organization), (select id from country), 'Clinic ' || g, 'Town' from generate_series(1, ${CLINICS}) g`.execute(
    db,
  );
  await sql`insert into app_user (username, password_hash, first_name, last_name, position, role)
    select 'nurse' || g, 'x', 'Nurse', 'N' || g, 'RN', 'ROLE_USER' from generate_series(1, ${NURSES}) g`.execute(
    db,
  );
  await sql`insert into patient (first_name, timezone, created_at, responsible_user_id)
    select 'P' || g, 'Europe/Stockholm', ${lastMonday}::date - (g % 730), (select min(id) from app_user) + g % ${NURSES}
    from generate_series(1, ${patients}) g`.execute(db);
  // Seeding only: no prediction exists yet, so the row trigger of migration 0051 (which marks the
  // dates a patient was seen on when her clinics change) has nothing to mark; run per row it held
  // the seed of 100,000 patients for more than 13 minutes on a loaded host.
  await sql`alter table patient_clinic disable trigger statistics_patient_clinic_changed`.execute(db);
  await sql`insert into patient_clinic (patient_id, clinic_id)
    select p.id, (select min(id) from clinic) + p.id % ${CLINICS} from patient p`.execute(db);
  await sql`alter table patient_clinic enable trigger statistics_patient_clinic_changed`.execute(db);
  await sql`insert into ai_model (kind, version, parameters) values ('hospitalization_risk', 1, '{}')`.execute(
    db,
  );
  // Seeding only: the trigger that keeps each patient's latest prediction would update a patient per row.
  await sql`alter table ai_prediction disable trigger user`.execute(db);
  await sql`insert into ai_prediction (model_id, patient_id, as_of, risk_score)
    select (select id from ai_model), p.id, ${firstMonday}::date + 7 * w - 1 - p.id % 3,
      least(0.99, greatest(0.001, (hashint4(p.id * 53 + w) & 1023) / 1024.0 * (0.2 + 0.8 * ((p.id % 7) / 6.0))))
    from patient p cross join generate_series(0, ${weeks - 1}) w`.execute(db);
  await sql`alter table ai_prediction enable trigger user`.execute(db);
  await sql`insert into hospitalization (patient_id, admitted_at, discharged_at, status)
    select p.id, a.admitted, a.admitted + (3 + p.id % 8) * interval '1 day', 'DISCHARGED'
    from patient p cross join lateral (
      select ${firstMonday}::timestamptz + ((hashint4(p.id * 7 + s) & 2147483647) % ${weeks * 7}) * interval '1 day' as admitted
      from generate_series(1, 2) s) a`.execute(db);
  await sql`analyze`.execute(db);
  const counts = await sql<{ predictions: number; stays: number }>`
    select (select count(*) from ai_prediction)::int as predictions, (select count(*) from hospitalization)::int as stays`.execute(
    db,
  );
  console.log(
    `seeded ${patients} patients, ${counts.rows[0]!.predictions} predictions, ${counts.rows[0]!.stays} stays in ${seconds(started).toFixed(1)} s`,
  );

  const readPredictions = await median(3, () =>
    sql`select count(*), sum(risk_score) from ai_prediction where as_of between ${firstMonday}::date - 7 and ${lastMonday}::date`.execute(
      db,
    ),
  );
  started = performance.now();
  const full = await computeStatistics(db, { customer: 'generic', today, full: true });
  const fullSeconds = seconds(started);
  started = performance.now();
  const nightly = await computeStatistics(db, { customer: 'generic', today });
  const nightlySeconds = seconds(started);
  console.log(`baseline, reading the year's predictions once: ${readPredictions.toFixed(2)} s`);
  console.log(
    `every date again: ${full.dates} dates, ${full.rows} rows in ${fullSeconds.toFixed(1)} s (×${(fullSeconds / readPredictions).toFixed(1)} baseline)`,
  );
  console.log(
    `nightly job: ${nightly.dates} dates in ${nightlySeconds.toFixed(1)} s (×${(nightlySeconds / readPredictions).toFixed(1)} baseline)`,
  );

  // With the triggers (migrations 0040, 0051): a week's predictions, late hospital stays and a
  // renamed nurse mark exactly the dates they touch, and the nightly job computes only those.
  const statisticsTriggers = ['statistics_prediction_inserted', 'statistics_prediction_deleted'];
  // The product's other prediction triggers (each patient's latest score, the live-screens
  // notice) run per row in both timings alike: left off, so the difference is the statistics'.
  const otherTriggers = [
    'ai_prediction_keeps_patient_latest',
    'ai_prediction_deleted_updates_patient',
    'ai_prediction_inserted_notifies',
  ];
  const toggle = async (names: readonly string[], on: boolean) => {
    for (const name of names)
      await sql`alter table ai_prediction ${sql.raw(on ? 'enable' : 'disable')} trigger ${sql.ref(name)}`.execute(
        db,
      );
  };
  const nextWeek = addDays(lastMonday, 7);
  const insertWeek = () =>
    sql`insert into ai_prediction (model_id, patient_id, as_of, risk_score)
      select (select id from ai_model), p.id, ${nextWeek}::date - 1 - p.id % 3, 0.1 + (p.id % 80) / 100.0
      from patient p`.execute(db);
  await toggle(otherTriggers, false);
  await toggle(statisticsTriggers, false);
  started = performance.now();
  await insertWeek();
  const weekWithout = seconds(started);
  await sql`delete from ai_prediction where as_of > ${lastMonday}::date`.execute(db);
  await toggle(statisticsTriggers, true);
  started = performance.now();
  await insertWeek();
  const weekWith = seconds(started);
  await toggle(otherTriggers, true);
  const lateStays = Math.max(1, Math.round(patients / 100));
  started = performance.now();
  await sql`insert into hospitalization (patient_id, admitted_at, discharged_at, status)
    select p.id, ${firstMonday}::timestamptz + (p.id % ${weeks * 7}) * interval '1 day',
      ${firstMonday}::timestamptz + (p.id % ${weeks * 7} + 4) * interval '1 day', 'DISCHARGED'
    from patient p where p.id % 100 = 0`.execute(db);
  const staysSeconds = seconds(started);
  started = performance.now();
  await sql`update app_user set last_name = last_name || ' (renamed)'
    where id = (select min(id) from app_user)`.execute(db);
  const renameSeconds = seconds(started);
  const marked = await sql<{ dates: number; reasons: string }>`
    select count(distinct date)::int as dates, string_agg(distinct reason, ', ') as reasons from statistics_dirty_date`.execute(
    db,
  );
  started = performance.now();
  const tracked = await computeStatistics(db, { customer: 'generic', today });
  const trackedSeconds = seconds(started);
  console.log(
    `with the triggers: a week's predictions (${patients}) inserted in ${weekWith.toFixed(2)} s, ` +
      `${weekWithout.toFixed(2)} s without the statistics trigger (×${(weekWith / weekWithout).toFixed(2)}); ` +
      `${lateStays} late stays in ${staysSeconds.toFixed(2)} s; a nurse renamed in ${renameSeconds.toFixed(2)} s`,
  );
  console.log(
    `marked: ${marked.rows[0]!.dates} dates (${marked.rows[0]!.reasons}); nightly job after them: ` +
      `${tracked.dates} dates in ${trackedSeconds.toFixed(1)} s (every date again: ${fullSeconds.toFixed(1)} s)`,
  );
  console.log(
    `load average (1/5/15 min): ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );

  const readRows = await median(5, () =>
    sql`select count(*), sum(true_positive) from statistics_hospitalization where date between ${firstMonday}::date and ${lastMonday}::date`.execute(
      db,
    ),
  );
  console.log(`baseline, reading the year's stored rows once: ${(readRows * 1000).toFixed(0)} ms`);
  for (const mode of ['NO_GROUP_BY', 'NURSE', 'MAIN_GROUP', 'COHORT'] as const) {
    const query: StatisticsQuery = { startDate: firstMonday, endDate: lastMonday, groupByRadioButton: mode };
    const rows = await statisticsRows(db, query);
    const time = await median(5, () => statisticsRows(db, query));
    console.log(
      `Main View, one year, ${mode}: ${rows.length} rows in ${(time * 1000).toFixed(0)} ms (×${(time / readRows).toFixed(1)} baseline)`,
    );
  }
} finally {
  await database.close();
  await scratch.drop();
}
