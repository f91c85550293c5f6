import { sql } from 'kysely';
import { addDays, flavourOf, STATISTICS, type Customer, type StatisticsRow } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { cohortOfPatient } from './cohort.ts';
import { inTransaction } from '../../db/transactions.ts';

/** A prediction older than this on a date is not what the clinic saw that week. */
const PREDICTION_FRESH_DAYS = 7;

/** A row of one date, before it is stored against its group. */
type ResultRow = Omit<StatisticsRow, 'date'>;

export const horizonDays = (customer: Customer) => flavourOf(customer).statistics.horizonDays;

/** The inputs a flavour's figures rest on: a change to any other marks no date of it. */
const inputsOf = (customer: Customer) => [...flavourOf(customer).statistics.inputs];

/**
 * Fills the statistics rows (decisions: statistics): for every Monday whose horizon has passed,
 * each row of patients — everyone, by nurse, by clinic, by cohort, and their combinations — with
 * the k of them with the highest risk flagged, counted against what happened in the horizon.
 * Reads every clinic: a job (and the product admin's refresh) calls it, never a patient screen.
 * Computes the dates never computed and those whose inputs changed since (marked by triggers,
 * migration 0040); `full` computes every date again.
 */
export async function computeStatistics(
  db: Db,
  { customer, today, full = false }: { customer: Customer; today: string; full?: boolean },
): Promise<{ dates: number; rows: number }> {
  // Kept as the database's text: a Date holds milliseconds, and a mark made in the same
  // millisecond before the start would outlive the run that covered it.
  const { rows: started } = await sql<{ now: string }>`select now()::text as now`.execute(db);
  const startedAt = started[0]!.now;
  const dates = await datesToCompute(db, { customer, today, full });
  let rows = 0;
  for (const date of dates) rows += await computeDate(db, { customer, date });
  // Marks made while computing stay for the next run; those of other flavours' inputs go.
  await sql`delete from statistics_dirty_date
    where (date = any(${dates}::date[]) and marked_at <= ${startedAt}::timestamptz)
      or not (reason = any(${inputsOf(customer)}::text[]))`.execute(db);
  return { dates: dates.length, rows };
}

async function datesToCompute(
  db: Db,
  { customer, today, full }: { customer: Customer; today: string; full: boolean },
): Promise<string[]> {
  const last = addDays(today, -horizonDays(customer));
  const { rows } = await sql<{ date: string }>`
    with bounds as (
      select date_trunc('week', min(as_of))::date + case when extract(isodow from min(as_of)) = 1 then 0 else 7 end as first
      from ai_prediction where as_of is not null
    )
    select to_char(d, 'YYYY-MM-DD') as date
    from bounds, generate_series(bounds.first, ${last}::date, interval '7 days') as series (moment),
      lateral (select series.moment::date as d) day
    where ${full}
      or not exists (select 1 from statistics_computed c where c.date = d)
      or exists (select 1 from statistics_dirty_date m where m.date = d
        and m.reason = any(${inputsOf(customer)}::text[]))
    order by d`.execute(db);
  return rows.map((row) => row.date);
}

/** One date's rows, replaced in one transaction. */
async function computeDate(
  db: Db,
  { customer, date }: { customer: Customer; date: string },
): Promise<number> {
  const results = await resultsOn(db, { customer, date });
  await inTransaction(db, async (trx) => {
    if (results.length > 0)
      await trx
        .insertInto('statisticsGroup')
        .values(
          results.map(({ nurseName, groupName, cohort, atK }) => ({ nurseName, groupName, cohort, atK })),
        )
        .onConflict((conflict) => conflict.columns(['nurseName', 'groupName', 'cohort', 'atK']).doNothing())
        .execute();
    await trx.deleteFrom('statisticsHospitalization').where('date', '=', date).execute();
    await sql`insert into statistics_computed (date, computed_at) values (${date}::date, now())
      on conflict (date) do update set computed_at = excluded.computed_at`.execute(trx);
    if (results.length === 0) return;
    await sql`
      insert into statistics_hospitalization (group_id, date, number_patients, true_positive, false_positive, false_negative)
      select g.id, ${date}::date, r.number_patients, r.true_positive, r.false_positive, r.false_negative
      from jsonb_to_recordset(${JSON.stringify(results.map(snakeCase))}::jsonb) as r(
        nurse_name text, group_name text, cohort text, at_k int,
        number_patients int, true_positive int, false_positive int, false_negative int)
      join statistics_group g using (nurse_name, group_name, cohort, at_k)`.execute(trx);
  });
  return results.length;
}

const snakeCase = (row: ResultRow) => ({
  nurse_name: row.nurseName,
  group_name: row.groupName,
  cohort: row.cohort,
  at_k: row.atK,
  number_patients: row.numberPatients,
  true_positive: row.truePositive,
  false_positive: row.falsePositive,
  false_negative: row.falseNegative,
});

/**
 * The patients seen on the date — a prediction made in the week up to it, not in hospital that
 * day — with the risk the clinic saw and whether the event followed within the horizon; ranked
 * within each row of each level, the top k flagged.
 */
async function resultsOn(
  db: Db,
  { customer, date }: { customer: Customer; date: string },
): Promise<ResultRow[]> {
  const { event, horizonDays: horizon } = flavourOf(customer).statistics;
  const score = event === 'hospitalization' ? sql`pr.risk_score` : sql`pr.p_dropout`;
  const positive =
    event === 'hospitalization'
      ? sql`exists (select 1 from hospitalization h where h.patient_id = p.id
          and h.admitted_at >= ${date}::date and h.admitted_at < ${date}::date + ${horizon}::int)`
      : sql`(select o.value from treatment_outcome o where o.patient_id = p.id
            order by o.recorded_at desc, o.id desc limit 1) = 4
          and coalesce((select max(e.night) from nightly_entry e where e.patient_id = p.id
            and e.superseded_at is null and e.value is not null), '-infinity'::date)
            < ${date}::date + ${horizon}::int`;
  const notInHospital =
    event === 'hospitalization'
      ? sql`and not exists (select 1 from hospitalization h where h.patient_id = p.id
          and h.admitted_at < ${date}::date and (h.discharged_at is null or h.discharged_at > ${date}::date))`
      : sql``;
  const { rows } = await sql<ResultRow>`
    with latest as (
      select distinct on (pr.patient_id) pr.patient_id, ${score} as score
      from ai_prediction pr
      where pr.as_of > ${date}::date - ${PREDICTION_FRESH_DAYS}::int and pr.as_of <= ${date}::date
        and ${score} is not null
      order by pr.patient_id, pr.as_of desc, pr.id desc
    ),
    seen as (
      select p.id,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), '') as nurse,
        coalesce((select c.name from patient_clinic pc join clinic c on c.id = pc.clinic_id
          where pc.patient_id = p.id order by c.id limit 1), '') as clinic,
        ${cohortOfPatient} as cohort,
        latest.score,
        coalesce(${positive}, false) as positive
      from latest
      join patient p on p.id = latest.patient_id
      left join app_user u on u.id = p.responsible_user_id
      where true ${notInHospital}
    ),
    levels (by_nurse, by_clinic, by_cohort) as (
      select * from (values (false, false, false), (true, false, false), (false, true, false), (false, false, true),
        (true, true, false), (true, false, true), (false, true, true), (true, true, true)) v
    ),
    cells as (
      select case when by_nurse then nurse else ${STATISTICS.all} end as nurse_name,
        case when by_clinic then clinic else ${STATISTICS.all} end as group_name,
        case when by_cohort then cohort else ${STATISTICS.all} end as cohort_name,
        s.id, s.score, s.positive
      from seen s cross join levels
    ),
    ranked as (
      select *, row_number() over (partition by nurse_name, group_name, cohort_name order by score desc, id) as rank
      from cells
    )
    select nurse_name as "nurseName", group_name as "groupName", cohort_name as cohort, k as "atK",
      count(*)::int as "numberPatients",
      (count(*) filter (where rank <= k and positive))::int as "truePositive",
      (count(*) filter (where rank <= k and not positive))::int as "falsePositive",
      (count(*) filter (where rank > k and positive))::int as "falseNegative"
    from ranked cross join unnest(${[...STATISTICS.kValues]}::int[]) as k
    group by nurse_name, group_name, cohort_name, k`.execute(db);
  return rows;
}
