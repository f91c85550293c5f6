import { sql } from 'kysely';
import {
  addDays,
  STATISTICS,
  STATISTICS_MESSAGES,
  statisticsQuerySchema,
  type StatisticsGroup,
  type StatisticsQuery,
  type StatisticsRow,
  type UniqueHospitalizations,
  CATALOGUE,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { cohortOfPatient } from './cohort.ts';
import { badRequest } from '../../platform/errors.ts';

/** GET /statisticsgroups: every row kind the job has filled, for the Main View's filters. */
export function statisticsGroups(db: Db): Promise<StatisticsGroup[]> {
  return db
    .selectFrom('statisticsGroup')
    .select(['id', 'nurseName', 'groupName', 'cohort', 'atK'])
    .orderBy('nurseName')
    .orderBy('groupName')
    .orderBy('cohort')
    .orderBy('atK')
    .execute();
}

/** GET /statisticshospitalizations/minmax/dates: the first and last date with figures. */
export async function statisticsDates(db: Db): Promise<[string, string] | []> {
  const { rows } = await sql<{ min: string | null; max: string | null }>`
    select to_char(min(date), 'YYYY-MM-DD') as min, to_char(max(date), 'YYYY-MM-DD') as max
    from statistics_hospitalization`.execute(db);
  const [bounds] = rows;
  return bounds?.min && bounds.max ? [bounds.min, bounds.max] : [];
}

const DIMENSIONS = {
  nurseName: { column: 'nurse_name', compare: 'NURSE', unknown: STATISTICS_MESSAGES.unknownNurse },
  groupName: { column: 'group_name', compare: 'MAIN_GROUP', unknown: STATISTICS_MESSAGES.unknownGroup },
  cohort: { column: 'cohort', compare: 'COHORT', unknown: STATISTICS_MESSAGES.unknownCohort },
} as const;

/**
 * POST /statisticshospitalizations: the rows of the period for the filters, one per compared
 * value (or one for all), summed over nbrWeeks weeks from the start date. A dimension being
 * compared takes each of its values (or the one filtered); any other is the filtered value, or all.
 */
export async function statisticsRows(db: Db, input: StatisticsQuery): Promise<StatisticsRow[]> {
  const query = statisticsQuerySchema.parse(input);
  if (query.endDate < query.startDate) throw badRequest(CATALOGUE.statistics.endBeforeStart);
  const dates = await statisticsDates(db);
  if (dates.length === 2 && (query.startDate > dates[1] || query.endDate < dates[0]))
    throw badRequest(STATISTICS_MESSAGES.outsideDates.replace('{min}', dates[0]).replace('{max}', dates[1]));
  const groups = await statisticsGroups(db);
  const conditions = [];
  for (const [key, dimension] of Object.entries(DIMENSIONS) as [
    keyof typeof DIMENSIONS,
    (typeof DIMENSIONS)[keyof typeof DIMENSIONS],
  ][]) {
    const wanted = query[key] ?? null;
    if (wanted !== null && !groups.some((group) => group[key] === wanted))
      throw badRequest(dimension.unknown);
    const column = sql.ref(`g.${dimension.column}`);
    if (wanted !== null) conditions.push(sql`${column} = ${wanted}`);
    else if (query.groupByRadioButton === dimension.compare)
      conditions.push(sql`${column} <> ${STATISTICS.all}`);
    else conditions.push(sql`${column} = ${STATISTICS.all}`);
  }
  if (query.atK != null) {
    if (!groups.some((group) => group.atK === query.atK)) throw badRequest(CATALOGUE.statistics.unknownK);
    conditions.push(sql`g.at_k = ${query.atK}`);
  }
  const weeks = query.nbrWeeks;
  const { rows } = await sql<StatisticsRow>`
    select g.nurse_name as "nurseName", g.group_name as "groupName", g.cohort, g.at_k as "atK",
      to_char(${query.startDate}::date + ((h.date - ${query.startDate}::date) / ${weeks * 7}) * ${weeks * 7}, 'YYYY-MM-DD') as date,
      max(h.number_patients)::int as "numberPatients",
      sum(h.true_positive)::int as "truePositive",
      sum(h.false_positive)::int as "falsePositive",
      sum(h.false_negative)::int as "falseNegative",
      sum(h.number_patients)::int as "patientsSeen",
      coalesce(sum(least(g.at_k, h.number_patients)::float8 * (h.true_positive + h.false_negative)
        / nullif(h.number_patients, 0)), 0)::float8 as "randomTruePositive",
      to_char(max(c.computed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "computedAt"
    from statistics_hospitalization h join statistics_group g on g.id = h.group_id
      left join statistics_computed c on c.date = h.date
    where h.date between ${query.startDate}::date and ${query.endDate}::date
      and ${sql.join(conditions, sql` and `)}
    group by 1, 2, 3, 4, 5
    order by 5, 1, 2, 3, 4`.execute(db);
  return rows;
}

/** GET /statisticsuniquehospitalizations/minmax/dates: the first and last admission day. */
export async function hospitalizationDates(db: Db): Promise<[string, string] | []> {
  const { rows } = await sql<{ min: string | null; max: string | null }>`
    select to_char(min(admitted_at at time zone 'UTC'), 'YYYY-MM-DD') as min,
      to_char(max(admitted_at at time zone 'UTC'), 'YYYY-MM-DD') as max
    from hospitalization`.execute(db);
  const [bounds] = rows;
  return bounds?.min && bounds.max ? [bounds.min, bounds.max] : [];
}

/**
 * GET /statisticsuniquehospitalizations/{start}/{end}: per cohort, the patients admitted in the
 * period, their admissions, and the days those stays lasted (a stay still open counts to the end
 * date).
 */
export async function uniqueHospitalizations(
  db: Db,
  { startDate, endDate }: { startDate: string; endDate: string },
): Promise<UniqueHospitalizations> {
  if (endDate < startDate) throw badRequest(CATALOGUE.statistics.endBeforeStart);
  const end = addDays(endDate, 1);
  const { rows } = await sql<{ cohort: string; patients: number; stays: number; days: number }>`
    select ${cohortOfPatient} as cohort,
      count(distinct h.patient_id)::int as patients, count(*)::int as stays,
      sum(greatest(1, ceil(extract(epoch from (coalesce(h.discharged_at, ${end}::timestamptz) - h.admitted_at)) / 86400)))::int as days
    from hospitalization h join patient p on p.id = h.patient_id
    where h.admitted_at >= ${startDate}::date and h.admitted_at < ${end}::date
    group by 1 order by 1`.execute(db);
  return {
    cohorts: rows.map((row) => row.cohort),
    numberOfHospitalizedPatients: Object.fromEntries(rows.map((row) => [row.cohort, row.patients])),
    numberOfHospitalizations: Object.fromEntries(rows.map((row) => [row.cohort, row.stays])),
    lengthOfStay: Object.fromEntries(rows.map((row) => [row.cohort, row.days])),
  };
}
