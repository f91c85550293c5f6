import { OTHER_VARIABLES, type OtherVariable } from '@vigil/domain';
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { inPatientScope, type PatientScope } from '../../platform/access/patient-scope.ts';
import {
  conditionCounts,
  deviationBranch,
  diagnosisBranch,
  hospitalizationBranch,
  patientZones,
  otherBranches,
  variableStatusBranch,
  variableThresholdBranch,
  type ConditionClock,
  type ThresholdRelation,
} from './condition-sql.ts';

interface MembershipRow {
  categoryId: number;
  patientId: number;
  /** The member's latest AI risk score, for ordering (the patients list's default order). */
  latestRiskScore: number | null;
}

/** Which kinds of conditions the SQL must evaluate; see conditionKindsOf. */
export interface ConditionKinds {
  readonly thresholds: readonly ThresholdRelation[];
  readonly statuses: boolean;
  readonly others: readonly OtherVariable[];
  readonly diagnoses: boolean;
  readonly hospitalizations: boolean;
  readonly deviations: boolean;
}

/** Every kind: the SQL of a membership query that knows nothing of the categories beforehand. */
export const EVERY_CONDITION_KIND: ConditionKinds = {
  thresholds: ['GT', 'LT', 'EQ'],
  statuses: true,
  others: OTHER_VARIABLES,
  diagnoses: true,
  hospitalizations: true,
  deviations: true,
};

export interface MembershipOptions {
  /** Whose patients; omitted means every patient (message delivery decides its audience itself). */
  readonly scope?: PatientScope;
  /** The UTC calendar day ('YYYY-MM-DD') ages, limits and day counts are taken on, as in the patients list. */
  readonly today: string;
  /** The instant whose local day counts hospitalization days in each patient's time zone; now by default. */
  readonly now?: Date;
  /**
   * The kinds of conditions the categories have (conditionKindsOf), to leave the SQL of the others
   * out: the same members, planned much faster. Omitted: every kind.
   */
  readonly kinds?: ConditionKinds;
}

/** The members of one category, as a query of `patient.id` on table `patient`. */
export type MembersQuery = SelectQueryBuilder<DB, 'patient', { id: number }>;

/**
 * The members of a rule-based category (DESIGN §6): the patients in scope for whom every one of
 * its conditions holds — variable (current value GT/EQ/LT a threshold, or DS: status in a set),
 * other (a patient fact against a value), diagnosis (has the ICD code), relative deviation (current
 * value against the mean of the 14 days before it) and hospitalization. A condition on a value the
 * patient does not have is false; a category without conditions, or that does not exist, has no
 * members. Evaluated in SQL: the result is a query of `patient.id` on `patient` that callers
 * compose (join, count, page, or use with `in`).
 */
export function categoryMembers(db: Db, categoryId: number, options: MembershipOptions): MembersQuery {
  const members = membershipSql(db, oneCategory(db, categoryId), options);
  // The members are already limited to the scope; a second scope predicate here would make the
  // planner test every patient in scope instead of looking the few members up.
  return db
    .selectFrom('patient')
    .select('patient.id')
    .where(sql<boolean>`patient.id in (select m.patient_id from (${members}) m)`);
}

/**
 * The memberships of several categories at once, as rows (categoryId, patientId): for the ALERTS
 * count (every alert category) and for delivery runs. `categories` is a query of category ids.
 */
export function categoriesMembers(
  db: Db,
  categories: Expression<{ id: number }>,
  options: MembershipOptions,
) {
  const members = membershipSql(db, categories, options);
  return db
    .selectFrom(sql<MembershipRow>`(${members})`.as('membership'))
    .select(['membership.categoryId', 'membership.patientId', 'membership.latestRiskScore']);
}

/** The members of one category as rows (categoryId, patientId, latestRiskScore): for a panel's page and count. */
export function categoryMemberRows(db: Db, categoryId: number, options: MembershipOptions) {
  return categoriesMembers(db, oneCategory(db, categoryId), options);
}

/** True when the patient is a member of the category (within the scope, if one is given). */
export async function isCategoryMember(
  db: Db,
  categoryId: number,
  patientId: number,
  options: MembershipOptions,
): Promise<boolean> {
  const found = await categoryMembers(db, categoryId, options)
    .where('patient.id', '=', patientId)
    .executeTakeFirst();
  return found !== undefined;
}

const oneCategory = (db: Db, categoryId: number) =>
  db.selectFrom('ruleBasedCategory').select('id').where('id', '=', categoryId);

/** The kinds of conditions the categories (a query of ids, or one id) have: for MembershipOptions.kinds. */
export async function conditionKindsOf(
  db: Db,
  categories: Expression<{ id: number }> | number,
): Promise<ConditionKinds> {
  const ids = typeof categories === 'number' ? oneCategory(db, categories) : categories;
  const { rows } = await sql<{
    relations: string[];
    others: OtherVariable[];
    diagnoses: boolean;
    hospitalizations: boolean;
    deviations: boolean;
  }>`select
      array(select distinct relation from category_variable_condition where category_id in (${ids})) as relations,
      array(select distinct other_variable from category_other_condition where category_id in (${ids})) as others,
      exists (select 1 from category_diagnosis_condition where category_id in (${ids})) as diagnoses,
      exists (select 1 from category_hospitalization_condition where category_id in (${ids})) as hospitalizations,
      exists (select 1 from category_relative_deviation where category_id in (${ids})) as deviations`.execute(
    db,
  );
  const row = rows[0]!;
  return {
    thresholds: (['GT', 'LT', 'EQ'] as const).filter((relation) => row.relations.includes(relation)),
    statuses: row.relations.includes('DS'),
    others: OTHER_VARIABLES.filter((name) => row.others.includes(name)),
    diagnoses: row.diagnoses,
    hospitalizations: row.hospitalizations,
    deviations: row.deviations,
  };
}

/**
 * (category_id, patient_id, latest risk score) of every member. The branches give a (category,
 * patient) pair for each condition that holds; the members of a category are the patients in scope
 * with as many pairs as it has conditions.
 */
function membershipSql(
  db: Db,
  categories: Expression<{ id: number }>,
  options: MembershipOptions,
): RawBuilder<MembershipRow> {
  const clock: ConditionClock = { today: options.today, now: options.now ?? new Date() };
  const kinds = options.kinds ?? EVERY_CONDITION_KIND;
  let scoped = db
    .selectFrom('patient')
    .select(['patient.id', 'patient.gender', 'patient.createdAt', 'patient.firstEntryDate']);
  if (options.scope) scoped = scoped.where(inPatientScope(options.scope));
  // Each candidate's patient row, read once: the scope is checked on it and the score taken from it.
  let members = db
    .selectFrom(sql<{ categoryId: number; patientId: number }>`candidates`.as('candidate'))
    .innerJoin('patient', 'patient.id', 'candidate.patientId')
    .select(['candidate.categoryId', 'candidate.patientId', 'patient.latestRiskScore']);
  if (options.scope) members = members.where(inPatientScope(options.scope));
  const branches = [
    ...kinds.thresholds.map(variableThresholdBranch),
    ...(kinds.statuses ? [variableStatusBranch()] : []),
    ...otherBranches(clock, kinds.others),
    ...(kinds.diagnoses ? [diagnosisBranch()] : []),
    ...(kinds.hospitalizations ? [hospitalizationBranch(clock)] : []),
    ...(kinds.deviations ? [deviationBranch()] : []),
  ];
  const held =
    branches.length > 0
      ? sql.join(branches, sql` union all `)
      : sql`select null::int as category_id, null::int as patient_id where false`;
  const zonesNeeded = kinds.hospitalizations || kinds.others.includes('contact_date');
  // The pairs are grouped before they meet the counts, so that the branches run once whatever the
  // join order (with the counts first, a nested loop ran every branch once per category).
  return sql<MembershipRow>`
    with cats as (${categories}),
    scoped as materialized (${scoped}),
    ${zonesNeeded ? sql`zones as materialized (${patientZones()}),` : sql``}
    counts as materialized (${conditionCounts()}),
    candidates as (
      select held.category_id, held.patient_id
      from (select pair.category_id, pair.patient_id, count(*) as conditions
            from (${held}) pair group by pair.category_id, pair.patient_id) held
      join counts on counts.category_id = held.category_id and counts.checked = held.conditions
    )
    ${members}`;
}
