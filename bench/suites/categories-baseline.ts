import { pageCellsCtes } from './page-cells-sql.ts';
import { sql, type RawBuilder } from 'kysely';
import {
  BENCH_CATEGORIES,
  type BaselineClock,
  type BenchCategory,
  type CategoryWorld,
} from './categories-data.ts';

/*
 * The baselines: each answer of the server as ONE hand-written SQL statement, no application in
 * between. Two of them, each a line of the report:
 *
 * - `storedBaseline`, the strong one: it reads the same stored members the server reads
 *   (category_member, kept by the category engine), over the same indexes, and adds only what the
 *   answer needs (scope, page, facts, statuses, names) — what a good PostgreSQL engineer would
 *   write for the same answer with the same tables.
 * - `rawBaseline` (categories-raw-baseline.ts): the members computed from the raw tables by each
 *   category's hand-written predicate, what one statement without Vigil's stored data must do.
 */

/** The answers the suite times, by category index (BENCH_CATEGORIES order). */
export interface CategoryBaseline {
  /** How the report names the line. */
  readonly name: string;
  /** GET /rule-based-categories/{id}/patients: count and one page; one row (total only) when empty. */
  panelPage(index: number, clock: BaselineClock): RawBuilder<{ total: string; id: number | null }>;
  /** GET /rule-based-categories/alert/patients: every patient in an alert category, or the first pageSize. */
  alerts(clock: BaselineClock, pageSize?: number): RawBuilder<{ id: number; names: string[]; total: string }>;
  /** GET /rule-based-categories/patients: each category's number of patients in scope. */
  panelCounts(clock: BaselineClock): RawBuilder<{ category: number; count: string }>;
  /** A delivery run's memberships: every patient (no scope) of every category. */
  memberships(clock: BaselineClock): RawBuilder<{ category: number; id: number }>;
}

/** The scope of the benchmark's nurse (her clinic), on a patient id (`p.id` unless given). */
export const inScope = (world: CategoryWorld, patientId = 'p.id') =>
  sql<boolean>`exists (select 1 from patient_clinic pc
    where pc.patient_id = ${sql.ref(patientId)} and pc.clinic_id = ${world.clinicId})`;

/**
 * A panel page from its members in scope (rows id, latest_risk_score): the count and one page,
 * highest AI risk first, with each row's facts and every window-1 variable's status.
 */
export function panelPageOf(
  members: RawBuilder<unknown>,
  world: CategoryWorld,
  { today }: BaselineClock,
  page = { page: 0, pageSize: 6 },
) {
  return sql<{ total: string; id: number | null }>`
    with members as materialized (${members}),
    page as (
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

/**
 * The ALERTS answer from the alert memberships in scope (rows id, name): the patients with their
 * categories' names, highest AI risk first, and how many there are.
 */
export function alertsOf(member: RawBuilder<unknown>, pageSize?: number) {
  return sql<{ id: number; names: string[]; total: string }>`
    with member as (${member})
    select p.id, p.first_name, p.last_name, p.latest_risk_score,
      array_agg(member.name order by lower(member.name)) as names, count(*) over () as total
    from member join patient p on p.id = member.id
    group by p.id
    order by p.latest_risk_score desc nulls last, p.id
    limit ${pageSize ?? null}`;
}

/**
 * The members of the categories given by their hand-written predicates on the raw tables, in scope
 * (or everyone), tagged with the category's index and name.
 */
export function predicateMembers(
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
 * The strong baseline: the stored members of the categories the server made (`categoryIds`, in
 * BENCH_CATEGORIES order; `alertIds` the alert ones). It reads the store as it stands: the server
 * brings it up to date before each read (one cheap check when nothing changed), which is Vigil's
 * own work, not part of the answer. The store holds for the present quarter hour; at another
 * clock (a delivery run's) the categories that count days are evaluated from the raw tables.
 */
export function storedBaseline(
  world: CategoryWorld,
  categoryIds: readonly number[],
  alertIds: readonly number[],
): CategoryBaseline {
  const indexOf = sql`array_position(${[...categoryIds]}::int[], m.category_id) - 1`;
  return {
    name: 'stored members',
    panelPage: (index, clock) =>
      panelPageOf(
        sql`select p.id, p.latest_risk_score from category_member m join patient p on p.id = m.patient_id
          where m.category_id = ${categoryIds[index]!} and ${inScope(world, 'm.patient_id')}`,
        world,
        clock,
      ),
    alerts: (_clock, pageSize) =>
      alertsOf(
        sql`select m.patient_id as id, c.name from category_member m
          join rule_based_category c on c.id = m.category_id
          where m.category_id = any(${[...alertIds]}::int[]) and ${inScope(world, 'm.patient_id')}`,
        pageSize,
      ),
    panelCounts: () => sql<{ category: number; count: string }>`
      select ${indexOf} as category, count(*) from category_member m
      where m.category_id = any(${[...categoryIds]}::int[]) and ${inScope(world, 'm.patient_id')}
      group by m.category_id`,
    // A delivery run's clock is not the store's: the categories that count days are evaluated,
    // as the server evaluates them.
    memberships: (clock) => sql<{ category: number; id: number }>`
      select ${indexOf} as category, m.patient_id as id from category_member m
      where m.category_id = any(${categoryIds.filter((_, index) => !BENCH_CATEGORIES[index]!.countsDays)}::int[])
      union all
      select category, id from (${predicateMembers(
        world,
        clock,
        BENCH_CATEGORIES.filter((category) => category.countsDays),
        false,
      )}) counting_days`,
  };
}
