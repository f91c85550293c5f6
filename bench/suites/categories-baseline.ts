import { pageCellsCtes } from './page-cells-sql.ts';
import { sql, type RawBuilder } from 'kysely';
import {
  BENCH_CATEGORIES,
  type BaselineClock,
  type BenchCategory,
  type CategoryWorld,
} from './categories-data.ts';

/*
 * The baselines: each the same answer as ONE hand-written SQL statement, no application in
 * between. A category's membership is its hand-written predicate on `patient p` (categories-data.ts);
 * the statements below only combine those predicates with the scope, a page, a count or a union.
 */

const inScope = (world: CategoryWorld) =>
  sql<boolean>`exists (select 1 from patient_clinic pc where pc.patient_id = p.id and pc.clinic_id = ${world.clinicId})`;

/**
 * GET /rule-based-categories/{id}/patients: the category's count and one page of its members in
 * scope (highest AI risk first), with each row's facts and every window-1 variable's status.
 * One row when the page is empty (total only).
 */
export function baselinePanelPage(
  world: CategoryWorld,
  category: BenchCategory,
  clock: BaselineClock,
  page = { page: 0, pageSize: 6 },
) {
  const { today } = clock;
  return sql<{ total: string; id: number | null }>`
    with members as (
      select p.id, p.latest_risk_score from patient p
      where ${inScope(world)} and ${category.members(world, clock)}
    ), page as (
      select p.*, members.latest_risk_score as sort_score from members join patient p on p.id = members.id
      order by members.latest_risk_score desc nulls last, members.id
      limit ${page.pageSize} offset ${page.page * page.pageSize}
    ), ${pageCellsCtes(world.variableIds, today)}
    select counted.total, shown.*
    from (select count(*) as total from members) counted
    left join (
      select page.id, page.first_name, page.last_name, page.gender, page.date_of_birth, page.language,
        page.inactive, page.service_enabled, page.service_expiry_date, ai.risk_score, ai.risk_score_rank,
        ${today}::date - (page.created_at at time zone 'UTC')::date as days_since_registration,
        array(select c.name from patient_clinic pc join clinic c on c.id = pc.clinic_id
              where pc.patient_id = page.id order by c.name) as clinics,
        cells.danger, page.sort_score
      from page
      left join ai_prediction ai on ai.id = page.latest_prediction_id
      join cells on cells.patient_id = page.id
    ) shown on true
    order by shown.sort_score desc nulls last, shown.id`;
}

/** The members of every category given in scope (or everyone), tagged with the category's index and name. */
function tagged(
  world: CategoryWorld,
  clock: BaselineClock,
  categories: readonly BenchCategory[],
  scoped: boolean,
): RawBuilder<unknown> {
  return sql.join(
    categories.map(
      (category) => sql`
        select ${BENCH_CATEGORIES.indexOf(category)}::int as category, ${category.name}::text as name, p.id
        from patient p
        where ${scoped ? inScope(world) : sql`true`} and ${category.members(world, clock)}`,
    ),
    sql` union all `,
  );
}

/**
 * GET /rule-based-categories/alert/patients: the patients in scope in any alert category, with its
 * names, highest AI risk first, and how many there are; all of them, or the first pageSize.
 */
export function baselineAlerts(world: CategoryWorld, clock: BaselineClock, pageSize?: number) {
  const alerts = BENCH_CATEGORIES.filter((category) => category.alert);
  return sql<{ id: number; names: string[]; total: string }>`
    with member as (${tagged(world, clock, alerts, true)})
    select p.id, p.first_name, p.last_name, p.latest_risk_score,
      array_agg(member.name order by lower(member.name)) as names, count(*) over () as total
    from member join patient p on p.id = member.id
    group by p.id
    order by p.latest_risk_score desc nulls last, p.id
    limit ${pageSize ?? null}`;
}

/** GET /rule-based-categories/patients: how many patients in scope each category holds. */
export function baselinePanelCounts(world: CategoryWorld, clock: BaselineClock) {
  return sql<{ category: number; count: string }>`
    with member as (${tagged(world, clock, BENCH_CATEGORIES, true)})
    select category, count(*) from member group by category`;
}

/** A delivery run's memberships: every patient (no scope) of every category, as (category index, patient). */
export function baselineMemberships(world: CategoryWorld, clock: BaselineClock) {
  return sql<{ category: number; name: string; id: number }>`
    ${tagged(world, clock, BENCH_CATEGORIES, false)}`;
}
