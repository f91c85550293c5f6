import { sql } from 'kysely';
import {
  alertsOf,
  inScope,
  panelPageOf,
  predicateMembers,
  type CategoryBaseline,
} from './categories-baseline.ts';
import { BENCH_CATEGORIES, type CategoryWorld } from './categories-data.ts';

/*
 * The second baseline line, from the raw tables: each category's membership is its hand-written
 * predicate on `patient p` (categories-data.ts), evaluated on every statement from the current
 * values, history, diagnoses and stays, as one statement without Vigil's stored members must.
 * The statements combine those predicates with the scope, a page, a count or a union.
 */

/** The baseline from the raw tables, named as such in the report. */
export function rawBaseline(world: CategoryWorld): CategoryBaseline {
  return {
    name: 'from raw tables',
    panelPage: (index, clock) =>
      panelPageOf(
        sql`select p.id, p.latest_risk_score from patient p
          where ${inScope(world)} and ${BENCH_CATEGORIES[index]!.members(world, clock)}`,
        world,
        clock,
      ),
    alerts: (clock, pageSize) =>
      alertsOf(
        predicateMembers(
          world,
          clock,
          BENCH_CATEGORIES.filter((category) => category.alert),
          true,
        ),
        pageSize,
      ),
    panelCounts: (clock) => sql<{ category: number; count: string }>`
      with member as (${predicateMembers(world, clock, BENCH_CATEGORIES, true)})
      select category, count(*) from member group by category`,
    memberships: (clock) => sql<{ category: number; id: number }>`
      ${predicateMembers(world, clock, BENCH_CATEGORIES, false)}`,
  };
}
