import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countersInReach, patientData, type PatientReach } from '../../platform/access/patient-data.ts';

/*
 * Stored members counted and paged without reading each of them (migration 0023). When the store
 * holds for the request's clock, the kept counts say how many patients in reach a category (or any
 * of several) holds, and a page of them in the patients list's order (highest AI risk first) is
 * found by walking the patients in that order and testing each one's set of categories — when the
 * members are many enough for the walk to be short. Otherwise (few members, a deep page) reading
 * every member and sorting them is cheaper, and the caller does that.
 */

/** Rows (categoryId, count): how many patients in reach each category (a query of ids) holds, if any. */
export function countedPerCategory(categories: Expression<{ id: number }>, reach: PatientReach) {
  const { within, counted } = countersInReach(reach, 'category_count');
  return sql<{ categoryId: number; count: string }>`select held.id as category_id, sum(${counted}) as count
    from category_count cross join unnest(category_count.category_ids) held(id)
    where held.id in (${categories}) and ${within}
    group by held.id having sum(${counted}) > 0`;
}

export interface MemberCounts {
  /** The patients in reach who are members of any of the categories, each once. */
  readonly members: number;
  /** The patients in reach. */
  readonly patients: number;
}

/** How many patients in reach are members of any of the categories (a query of ids), and how many the reach holds. */
export async function countedMembers(
  db: Db,
  categories: Expression<{ id: number }>,
  reach: PatientReach,
): Promise<MemberCounts> {
  const members = countersInReach(reach, 'category_count');
  const patients = countersInReach(reach, 'patient_count');
  const { rows } = await sql<{ members: string; patients: string }>`select
      (select coalesce(sum(${members.counted}), 0) from category_count
        where category_count.category_ids && array(${categories}) and ${members.within}) as members,
      (select coalesce(sum(${patients.counted}), 0) from patient_count where ${patients.within}) as patients`.execute(
    db,
  );
  return { members: Number(rows[0]!.members), patients: Number(rows[0]!.patients) };
}

/**
 * One page (`limit` from `offset`) of the members in reach of any of the categories, in the
 * patients list's order, found by walking the patients in that order: about (offset + limit) ×
 * patients / members of them when members are spread evenly through the order. Walked only when
 * that is well under the number of members, and never further than that many patients in reach —
 * what reading every member costs. Null when the walk is not taken or ends before the page is
 * full (the members lie further down the order than their number suggests): then every member
 * must be read.
 */
export async function walkedMembers(
  db: Db,
  options: {
    readonly categories: Expression<{ id: number }>;
    readonly reach: PatientReach;
    readonly counts: MemberCounts;
    readonly offset: number;
    readonly limit: number;
    /** What a walked patient's set (`kept`: patient_id, category_ids) must also hold to be a member. */
    readonly alsoHolds?: RawBuilder<boolean>;
  },
): Promise<number[] | null> {
  const { categories, reach, counts, offset, limit, alsoHolds = sql<boolean>`true` } = options;
  const wanted = Math.min(offset + limit, counts.members);
  if (wanted === 0 || offset >= counts.members) return [];
  if (2 * (offset + limit) * counts.patients > counts.members * counts.members) return null;
  const walked = patientData(db, reach)
    .patients()
    .select(['patient.id', 'patient.latestRiskScore'])
    .orderBy(sql`patient.latest_risk_score desc nulls last`)
    .orderBy('patient.id')
    .limit(counts.members);
  const rows = await db
    .selectFrom(walked.as('walked'))
    .select('walked.id')
    // A scalar subquery, not EXISTS: the planner cannot tell how many sets hold the categories,
    // and guessing few, it joined every set and read the whole walk instead of stopping at the page.
    .where(
      sql<boolean>`(select kept.category_ids && array(${categories}) and ${alsoHolds}
        from category_member_set kept where kept.patient_id = walked.id)`,
    )
    .orderBy(sql`walked.latest_risk_score desc nulls last`)
    .orderBy('walked.id')
    .limit(wanted)
    .execute();
  return rows.length === wanted ? rows.slice(offset).map((row) => row.id) : null;
}
