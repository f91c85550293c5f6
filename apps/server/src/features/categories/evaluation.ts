import { OTHER_VARIABLES, type OtherVariable } from '@vigil/domain';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { patientData, type PatientReach } from '../../platform/access/patient-data.ts';
import {
  conditionCounts,
  deviationBranch,
  diagnosisBranch,
  everyPatient,
  hospitalizationBranch,
  onlyPatients,
  patientZones,
  otherBranches,
  variableStatusBranch,
  variableThresholdBranch,
  type ConditionClock,
  type PatientFilter,
  type ThresholdRelation,
} from './condition-sql.ts';

/*
 * Evaluating the conditions of categories (docs/requirements/categories.md#conditions) in SQL: variable (current value GT/EQ/LT a
 * threshold, or DS: status in a set), other (a patient fact against a value), diagnosis (has the
 * ICD code), relative deviation (current value against the mean of the 14 days before it) and
 * hospitalization. A condition on a value the patient does not have is false; a category without
 * conditions, or that does not exist, has no members. stored-members.ts stores what this finds;
 * membership.ts reads it, evaluating here only what the store does not hold for the request's clock.
 */

export interface MembershipRow {
  categoryId: number;
  patientId: number;
  /** The member's latest AI risk score, for ordering (the patients list's default order). */
  latestRiskScore: number | null;
  /** The member's name, read with the patient row the scope is checked on (the ALERTS list shows it). */
  firstName: string;
  lastName: string;
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

export interface EvaluationOptions {
  /** Whose patients: a caller's, or every patient for work no caller stands behind (named at the call). */
  readonly reach: PatientReach;
  /** The UTC calendar day ('YYYY-MM-DD') ages, limits and day counts are taken on, as in the patients list. */
  readonly today: string;
  /** The instant whose local day counts hospitalization days in each patient's time zone; now by default. */
  readonly now?: Date;
  /**
   * The kinds of conditions the categories have (conditionKindsOf), to leave the SQL of the others
   * out: the same members, planned much faster. Omitted: every kind.
   */
  readonly kinds?: ConditionKinds;
  /** Only these patients (an integer[] expression): refreshing the stored members of a few. */
  readonly patients?: RawBuilder<number[]>;
  /** Pairs (category_id, patient_id) known without evaluation (stored members), added to the result. */
  readonly known?: RawBuilder<unknown>;
}

/** The kinds of conditions the categories (a query of ids) have: for EvaluationOptions.kinds. */
export async function conditionKindsOf(
  db: Db,
  categories: Expression<{ id: number }>,
): Promise<ConditionKinds> {
  const { rows } = await sql<{
    relations: string[];
    others: OtherVariable[];
    diagnoses: boolean;
    hospitalizations: boolean;
    deviations: boolean;
  }>`select
      array(select distinct relation from category_variable_condition where category_id in (${categories})) as relations,
      array(select distinct other_variable from category_other_condition where category_id in (${categories})) as others,
      exists (select 1 from category_diagnosis_condition where category_id in (${categories})) as diagnoses,
      exists (select 1 from category_hospitalization_condition where category_id in (${categories})) as hospitalizations,
      exists (select 1 from category_relative_deviation where category_id in (${categories})) as deviations`.execute(
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
 * (category_id, patient_id, latest risk score) of every member of the categories (a query of ids)
 * in scope. The branches give a (category, patient) pair for each condition that holds; the
 * members of a category are the patients in scope with as many pairs as it has conditions.
 */
export function evaluatedMembers(
  db: Db,
  categories: Expression<{ id: number }>,
  options: EvaluationOptions,
): RawBuilder<MembershipRow> {
  const clock: ConditionClock = { today: options.today, now: options.now ?? new Date() };
  const kinds = options.kinds ?? EVERY_CONDITION_KIND;
  const only: PatientFilter = options.patients ? onlyPatients(options.patients) : everyPatient;
  let scoped = patientData(db, options.reach)
    .patients()
    .select(['patient.id', 'patient.gender', 'patient.createdAt', 'patient.firstEntryDate']);
  if (options.patients) scoped = scoped.where(sql<boolean>`patient.id = any(${options.patients})`);
  const members = memberRows(db, sql<{ categoryId: number; patientId: number }>`candidates`, options.reach);
  const branches = [
    ...kinds.thresholds.map((relation) => variableThresholdBranch(relation, only)),
    ...(kinds.statuses ? [variableStatusBranch(only)] : []),
    ...otherBranches(clock, kinds.others, only),
    ...(kinds.diagnoses ? [diagnosisBranch(only)] : []),
    ...(kinds.hospitalizations ? [hospitalizationBranch(clock, only)] : []),
    ...(kinds.deviations ? [deviationBranch(only)] : []),
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
      ${options.known ? sql`union all ${options.known}` : sql``}
    )
    ${members}`;
}

/**
 * The rows (with their patient_id) whose patient is in reach, with the facts of the patient that
 * readers need: each row's patient read once, the reach checked on it, the score and name taken
 * from it.
 */
export function memberRows<Row extends { patientId: number }>(
  db: Db,
  rows: RawBuilder<Row>,
  reach: PatientReach,
) {
  // Every patient's reach is `where true`, which the planner drops: its estimates stay exact.
  return db
    .selectFrom(sql<{ patientId: number }>`${rows}`.as('candidate'))
    .innerJoin(patientData(db, reach).table(), 'patient.id', 'candidate.patientId')
    .selectAll('candidate')
    .select(['patient.latestRiskScore', 'patient.firstName', 'patient.lastName'])
    .$castTo<Row & Pick<MembershipRow, 'latestRiskScore' | 'firstName' | 'lastName'>>();
}
