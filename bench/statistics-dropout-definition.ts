/**
 * Precision and recall at k of the demo clinic's dropout predictions, counted with the dropout
 * definition before issue 38 (the last night falls in the 28 days after the date, so a child
 * already silent never counts) and after it (no night from the date + 28 on, silence already
 * under way counting). Seeds the demo clinic on the embedded database as the product does (its
 * model trained, its predictions back-filled, the statistics computed), then counts every week's
 * everyone-row both ways; the "after" counts must equal the stored statistics (checked).
 *
 *   npx tsx bench/statistics-dropout-definition.ts [patients=60]
 */
import { sql } from 'kysely';
import { STATISTICS } from '@vigil/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemoClinicIfEmpty } from '../apps/server/src/demo/seed.ts';
import { statisticsDates, statisticsRows } from '../apps/server/src/features/statistics/read.ts';
import { openMemoryDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

const patients = process.argv[2] ?? '60';
const database = await openMemoryDatabase();
const { db } = database;
try {
  await migrateToLatest(db);
  await seedDemoClinicIfEmpty(db, loadConfig({ CUSTOMER: 'bedwetting', DEMO_PATIENTS: patients }));
  const dates = await statisticsDates(db);
  if (dates.length === 0) throw new Error('The demo computed no statistics');
  const stored = await statisticsRows(db, { startDate: dates[0], endDate: dates[1] });
  const { rows } = await sql<{
    k: number;
    seen: number;
    tpOld: number;
    fpOld: number;
    fnOld: number;
    tpNew: number;
    fpNew: number;
    fnNew: number;
  }>`
    with dates as (select distinct date from statistics_hospitalization),
    seen as (
      select d.date, latest.patient_id, latest.score,
        last.night as last_night,
        (select o.value from treatment_outcome o where o.patient_id = latest.patient_id
          order by o.recorded_at desc, o.id desc limit 1) = 4 as dropped
      from dates d
      cross join lateral (
        select distinct on (pr.patient_id) pr.patient_id, pr.p_dropout as score
        from ai_prediction pr
        where pr.as_of > d.date - 7 and pr.as_of <= d.date and pr.p_dropout is not null
        order by pr.patient_id, pr.as_of desc, pr.id desc) latest
      cross join lateral (select max(e.night) as night from nightly_entry e where e.patient_id = latest.patient_id
        and e.superseded_at is null and e.value is not null) last
    ),
    judged as (
      select *, row_number() over (partition by date order by score desc, patient_id) as rank,
        coalesce(dropped and last_night between date and date + 27, false) as old_positive,
        coalesce(dropped and coalesce(last_night, '-infinity'::date) < date + 28, false) as new_positive
      from seen
    )
    select k, count(*)::int as seen,
      (count(*) filter (where rank <= k and old_positive))::int as "tpOld",
      (count(*) filter (where rank <= k and not old_positive))::int as "fpOld",
      (count(*) filter (where rank > k and old_positive))::int as "fnOld",
      (count(*) filter (where rank <= k and new_positive))::int as "tpNew",
      (count(*) filter (where rank <= k and not new_positive))::int as "fpNew",
      (count(*) filter (where rank > k and new_positive))::int as "fnNew"
    from judged cross join unnest(${[...STATISTICS.kValues]}::int[]) as k
    group by k order by k`.execute(db);
  const percent = (part: number, whole: number) =>
    whole === 0 ? 'NA' : `${((100 * part) / whole).toFixed(1)} %`;
  const weeks = new Set(stored.map((row) => row.date)).size;
  console.log(`Demo clinic, ${patients} patients: ${weeks} weeks ${dates[0]} … ${dates[1]}`);
  console.log('| k | definition | TP | FP | FN | precision | recall | base rate |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const check = stored.filter((item) => item.atK === row.k && item.nurseName === STATISTICS.all);
    const sum = (pick: (item: (typeof check)[number]) => number) =>
      check.reduce((total, item) => total + pick(item), 0);
    if (sum((item) => item.truePositive) !== row.tpNew || sum((item) => item.falseNegative) !== row.fnNew)
      throw new Error(`k=${row.k}: the recount differs from the stored statistics`);
    for (const [name, tp, fp, fn] of [
      ['before', row.tpOld, row.fpOld, row.fnOld],
      ['after', row.tpNew, row.fpNew, row.fnNew],
    ] as const)
      console.log(
        `| ${row.k} | ${name} | ${tp} | ${fp} | ${fn} | ${percent(tp, tp + fp)} | ${percent(tp, tp + fn)} | ${percent(tp + fn, row.seen)} |`,
      );
  }
} finally {
  await database.close();
}
