import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inIdArray } from '../../db/id-array.ts';
import type { DB } from '../../db/schema.ts';
import {
  scopeReach,
  unsafeEveryPatient,
  withinReach,
  type PatientReach,
} from '../../platform/access/patient-data.ts';
import { resolvePatientScope } from '../../platform/access/patient-scope.ts';
import { categoriesMembers, prepareMembership } from '../categories/index.ts';
import type { CategoryRef } from './queries.ts';

/**
 * Whose patients a category's message reaches. A rule-based category shared with everyone speaks
 * for the product to all its members; a private category or a user's own list only to members
 * in its owner's scope, so a message written for one clinic never reaches another's patients.
 */
export type MessageAudience = PatientReach;

/** The audience of a category's messages, from who owns the category. */
export async function messageAudience(db: Db, category: CategoryRef): Promise<MessageAudience> {
  const ownerId =
    category.categoryType === 'RULE_BASED'
      ? (
          await db
            .selectFrom('ruleBasedCategory')
            .select('createdBy as ownerId')
            .where('id', '=', category.categoryId)
            .executeTakeFirst()
        )?.ownerId
      : (
          await db
            .selectFrom('customUserCategory')
            .select('userId as ownerId')
            .where('id', '=', category.categoryId)
            .executeTakeFirst()
        )?.ownerId;
  if (ownerId === null)
    return unsafeEveryPatient('a category shared with everyone speaks to all its members');
  const owner = ownerId === undefined ? undefined : await findScopeOwner(db, ownerId);
  if (!owner) return scopeReach({ kind: 'none' });
  const other =
    owner.otherUserPatientConnectionId === null
      ? undefined
      : await findScopeOwner(db, owner.otherUserPatientConnectionId);
  return scopeReach(resolvePatientScope(owner, other));
}

/** The members of rule-based categories, computed together: category id → patient ids. */
export type PrecomputedMembers = ReadonlyMap<number, readonly number[]>;

/**
 * The members of several rule-based categories in one evaluation of the category engine, for
 * everyone (a message's audience narrows them afterwards): one delivery run evaluates each
 * category once, however many languages its messages are written in.
 */
export async function ruleBasedMembers(
  db: Db,
  categoryIds: readonly number[],
  now: Date,
): Promise<PrecomputedMembers> {
  const members = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return members;
  const categories = db
    .selectFrom('ruleBasedCategory')
    .select('id')
    .where('id', 'in', [...categoryIds]);
  const prepared = await prepareMembership(db, categories, { today: utcDay(now), now });
  const rows = await categoriesMembers(db, categories, {
    // Evaluated once for everyone; each message's audience narrows the members (isMemberOf).
    reach: unsafeEveryPatient('a delivery run evaluates each category once for all its audiences'),
    prepared,
  }).execute();
  for (const row of rows) members.get(row.categoryId)?.push(row.patientId);
  return members;
}

/**
 * The predicate "is a member of the category" on `patient` within the audience: for a rule-based
 * category, one of `ruleBased` (its members as the category engine found them, ruleBasedMembers);
 * for a list, one of its patients.
 */
export function isMemberOf(category: CategoryRef, audience: MessageAudience, ruleBased: readonly number[]) {
  return (eb: ExpressionBuilder<DB, 'patient'>): Expression<SqlBool> => {
    const member =
      category.categoryType === 'RULE_BASED'
        ? inIdArray('patient.id', ruleBased)
        : eb.exists(
            eb
              .selectFrom('customUserCategoryPatient as listed')
              .select('listed.patientId')
              .whereRef('listed.patientId', '=', 'patient.id')
              .where('listed.categoryId', '=', category.categoryId),
          );
    return audience.kind === 'every' ? member : eb.and([member, withinReach(audience)(eb)]);
  };
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

async function findScopeOwner(db: Db, userId: number) {
  const owner = await db
    .selectFrom('appUser as user')
    .select([
      'user.id',
      'user.patientConnection',
      'user.otherUserPatientConnectionId',
      sql<number[]>`array(select clinic_id from user_clinic where user_id = "user".id order by clinic_id)`.as(
        'clinicIds',
      ),
    ])
    .where('user.id', '=', userId)
    .where('user.enabled', '=', true)
    .executeTakeFirst();
  return owner;
}
