import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { patientData, unsafeEveryPatient, type PatientReach } from '../../platform/access/patient-data.ts';
import { readsClock } from './condition-sql.ts';
import {
  conditionKindsOf,
  evaluatedMembers,
  memberRows,
  type ConditionKinds,
  type MembershipRow,
} from './evaluation.ts';
import { holdsFor, refreshStoredMembers, storedAt } from './stored-members.ts';

/*
 * The members of rule-based categories (docs/requirements/categories.md#membership): the patients in scope for whom every one of a
 * category's conditions holds, computed in SQL. They are read from category_member, kept by
 * stored-members.ts, unless the category counts days up to today and the request's clock is not
 * the one the stored members hold for: then they are evaluated on the request (evaluation.ts).
 * Every reader first awaits prepareMembership, which brings the stored members up to date.
 */

declare const prepared: unique symbol;

/** The clock of a request: the UTC day ages and day counts are taken on, and the instant (now by default). */
export interface MembershipClock {
  readonly today: string;
  readonly now?: Date;
}

/** What prepareMembership returns: the stored members are current for the request's clock. */
export interface PreparedMembership {
  readonly today: string;
  readonly now: Date;
  /**
   * Null when the store holds every member at the request's clock (its clock is the request's);
   * else the kinds of conditions of the categories that count days, which are evaluated.
   */
  readonly evaluated: ConditionKinds | null;
  readonly [prepared]: true;
}

export interface MembershipOptions {
  /** Whose patients: a caller's, or every patient for work no caller stands behind (named at the call). */
  readonly reach: PatientReach;
  readonly prepared: PreparedMembership;
}

/** The members of one category, as a query of `patient.id` on table `patient`. */
export type MembersQuery = SelectQueryBuilder<DB, 'patient', { id: number }>;

/**
 * Makes the stored members current and finds how the categories (a query of ids, or one id) are
 * read at the request's clock: all from the store when its clock is the request's, else those
 * that count days up to today evaluated. Await it before reading their members.
 */
export async function prepareMembership(
  db: Db,
  categories: Expression<{ id: number }> | number,
  { today, now = new Date() }: MembershipClock,
): Promise<PreparedMembership> {
  const store = await refreshStoredMembers(db);
  if (holdsFor(store, today, now)) return { today, now, evaluated: null } as PreparedMembership;
  const ids = typeof categories === 'number' ? oneCategory(db, categories) : categories;
  const evaluated = await conditionKindsOf(db, clockReading(ids));
  return { today, now, evaluated } as PreparedMembership;
}

/**
 * The members of a rule-based category in scope, as a query of `patient.id` on `patient` that
 * callers compose (join, count, page, or use with `in`).
 */
export function categoryMembers(db: Db, categoryId: number, options: MembershipOptions): MembersQuery {
  const members = membershipSql(db, oneCategory(db, categoryId), options);
  // The members are already limited to the scope; a second scope predicate here would make the
  // planner test every patient in scope instead of looking the few members up.
  return patientData(db, unsafeEveryPatient('the members are taken in scope already'))
    .patients()
    .select('patient.id')
    .where(sql<boolean>`patient.id in (select m.patient_id from (${members}) m)`);
}

/**
 * The memberships of several categories at once, as rows (categoryId, patientId, latestRiskScore,
 * firstName, lastName): for the ALERTS count (every alert category) and for delivery runs.
 * `categories` is a query of category ids.
 */
export function categoriesMembers(
  db: Db,
  categories: Expression<{ id: number }>,
  options: MembershipOptions,
) {
  const members = membershipSql(db, categories, options);
  return db
    .selectFrom(sql<MembershipRow>`(${members})`.as('membership'))
    .select([
      'membership.categoryId',
      'membership.patientId',
      'membership.latestRiskScore',
      'membership.firstName',
      'membership.lastName',
    ]);
}

/**
 * The patients in scope who are members of any of the categories (a query of ids), once each, as
 * rows (patientId, categoryIds, latestRiskScore, firstName, lastName): for the ALERTS list. The
 * memberships are grouped by patient before the patients are read.
 */
export function patientsInCategories(
  db: Db,
  categories: Expression<{ id: number }>,
  options: MembershipOptions,
) {
  const pairs =
    options.prepared.evaluated === null
      ? storedPairs(categories)
      : sql`(select m.category_id, m.patient_id from (${membershipSql(db, categories, options)}) m)`;
  const byPatient = sql<{ patientId: number; categoryIds: number[] }>`(select pair.patient_id,
      array_agg(pair.category_id) as category_ids from ${pairs} pair group by pair.patient_id)`;
  return memberRows(db, byPatient, options.reach);
}

/** The members of one category as rows (categoryId, patientId, latestRiskScore, name): for a panel's page and count. */
export function categoryMemberRows(db: Db, categoryId: number, options: MembershipOptions) {
  return categoriesMembers(db, oneCategory(db, categoryId), options);
}

/** True when the patient is a member of the category within the reach. */
export async function isCategoryMember(
  db: Db,
  categoryId: number,
  patientId: number,
  options: MembershipClock & Pick<MembershipOptions, 'reach'>,
): Promise<boolean> {
  const found = await categoryMembers(db, categoryId, {
    reach: options.reach,
    prepared: await prepareMembership(db, categoryId, options),
  })
    .where('patient.id', '=', patientId)
    .executeTakeFirst();
  return found !== undefined;
}

const oneCategory = (db: Db, categoryId: number) =>
  db.selectFrom('ruleBasedCategory').select('id').where('id', '=', categoryId);

const storedPairs = (categories: Expression<{ id: number }>) =>
  sql<{ categoryId: number; patientId: number }>`(select category_id, patient_id
    from category_member where category_id in (${categories}))`;

const clockReading = (categories: Expression<{ id: number }>) =>
  sql<{ id: number }>`select c.id from (${categories}) c where ${readsClock(sql`c.id`)}`;

/**
 * The stored members of the categories, except those that count days up to today when the store's
 * clock is not the request's: those are evaluated, in one statement, so the clock and the rows
 * agree. When the store's clock was the request's, a refresh may move it on to the next quarter
 * hour before the statement runs: the answer is then that of the moment it runs.
 */
function membershipSql(
  db: Db,
  categories: Expression<{ id: number }>,
  { reach, prepared }: MembershipOptions,
) {
  const { today, now, evaluated } = prepared;
  if (evaluated === null) {
    return memberRows(db, storedPairs(categories), reach);
  }
  const current = storedAt(today, now);
  const stored = sql`select stored.category_id, stored.patient_id from category_member stored
    where stored.category_id in (select c.id from (${categories}) c where ${current} or not ${readsClock(sql`c.id`)})`;
  const clockCategories = sql<{
    id: number;
  }>`select c.id from (${clockReading(categories)}) c where not ${current}`;
  return evaluatedMembers(db, clockCategories, { reach, today, now, kinds: evaluated, known: stored });
}
