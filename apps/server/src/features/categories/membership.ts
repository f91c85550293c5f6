import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { readsClock } from './condition-sql.ts';
import {
  conditionKindsOf,
  evaluatedMembers,
  type ConditionKinds,
  type EvaluationOptions,
  type MembershipRow,
} from './evaluation.ts';
import { refreshStoredMembers, storedAt } from './stored-members.ts';

/*
 * The members of rule-based categories (DESIGN §6): the patients in scope for whom every one of a
 * category's conditions holds, computed in SQL. They are read from category_member, kept by
 * stored-members.ts, unless the category counts days up to today and the request's clock is not
 * the one the stored members hold for: then they are evaluated on the request (evaluation.ts).
 * Every reader first awaits prepareMembership, which brings the stored members up to date.
 */

declare const prepared: unique symbol;

/** What prepareMembership returns: the stored members are current; the kinds of the evaluated ones. */
export interface PreparedMembership {
  readonly kinds: ConditionKinds;
  readonly [prepared]: true;
}

export interface MembershipOptions extends Pick<EvaluationOptions, 'scope' | 'today' | 'now'> {
  readonly prepared: PreparedMembership;
}

/** The members of one category, as a query of `patient.id` on table `patient`. */
export type MembersQuery = SelectQueryBuilder<DB, 'patient', { id: number }>;

/**
 * Makes the stored members current and finds which kinds of conditions the categories (a query
 * of ids, or one id) that count days up to today have, for a request at another clock than the
 * store's: await it before reading their members.
 */
export async function prepareMembership(
  db: Db,
  categories: Expression<{ id: number }> | number,
): Promise<PreparedMembership> {
  await refreshStoredMembers(db);
  const ids = typeof categories === 'number' ? oneCategory(db, categories) : categories;
  const kinds = await conditionKindsOf(db, clockReading(ids));
  return { kinds } as PreparedMembership;
}

/**
 * The members of a rule-based category in scope, as a query of `patient.id` on `patient` that
 * callers compose (join, count, page, or use with `in`).
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

/** The members of one category as rows (categoryId, patientId, latestRiskScore, name): for a panel's page and count. */
export function categoryMemberRows(db: Db, categoryId: number, options: MembershipOptions) {
  return categoriesMembers(db, oneCategory(db, categoryId), options);
}

/** True when the patient is a member of the category (within the scope, if one is given). */
export async function isCategoryMember(
  db: Db,
  categoryId: number,
  patientId: number,
  options: Omit<MembershipOptions, 'prepared'>,
): Promise<boolean> {
  const found = await categoryMembers(db, categoryId, {
    ...options,
    prepared: await prepareMembership(db, categoryId),
  })
    .where('patient.id', '=', patientId)
    .executeTakeFirst();
  return found !== undefined;
}

const oneCategory = (db: Db, categoryId: number) =>
  db.selectFrom('ruleBasedCategory').select('id').where('id', '=', categoryId);

const clockReading = (categories: Expression<{ id: number }>) =>
  sql<{ id: number }>`select c.id from (${categories}) c where ${readsClock(sql`c.id`)}`;

/**
 * The stored members of the categories, except those that count days up to today when the store's
 * clock is not the request's: those are evaluated. One statement, so the clock and the rows agree.
 */
function membershipSql(db: Db, categories: Expression<{ id: number }>, options: MembershipOptions) {
  const now = options.now ?? new Date();
  const current = storedAt(options.today, now);
  const stored = sql`select stored.category_id, stored.patient_id from category_member stored
    where stored.category_id in (select c.id from (${categories}) c where ${current} or not ${readsClock(sql`c.id`)})`;
  const evaluated = sql<{
    id: number;
  }>`select c.id from (${clockReading(categories)}) c where not ${current}`;
  return evaluatedMembers(db, evaluated, {
    scope: options.scope,
    today: options.today,
    now,
    kinds: options.prepared.kinds,
    known: stored,
  });
}
