import type { CategoryMessage } from '@vigil/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CategoryMessage as CategoryMessageRow } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';

type CategoryType = CategoryMessage['categoryType'];

/** A category a message is attached to: a rule-based category or a user's own list. */
export interface CategoryRef {
  readonly categoryType: CategoryType;
  readonly categoryId: number;
}

/** The category's column in category_message. */
export const categoryColumn = (type: CategoryType) =>
  type === 'RULE_BASED' ? ('ruleBasedCategoryId' as const) : ('customUserCategoryId' as const);

/**
 * Whether the caller sees the category: a rule-based one shared with everyone or their own, a
 * list of their own. The 'All Patients' list (−1) is no table row, so it never carries messages.
 */
export async function categoryVisibleTo(db: Db, actor: Actor, category: CategoryRef): Promise<boolean> {
  const found =
    category.categoryType === 'RULE_BASED'
      ? await db
          .selectFrom('ruleBasedCategory')
          .select('id')
          .where('id', '=', category.categoryId)
          .where((eb) => eb.or([eb('createdBy', 'is', null), eb('createdBy', '=', actor.userId)]))
          .executeTakeFirst()
      : await db
          .selectFrom('customUserCategory')
          .select('id')
          .where('id', '=', category.categoryId)
          .where('userId', '=', actor.userId)
          .executeTakeFirst();
  return found !== undefined;
}

/** The current version of the category's message in a language, if it has one. */
export function findCurrentMessage(db: Db, category: CategoryRef, language: string) {
  return db
    .selectFrom('categoryMessage')
    .selectAll()
    .where('categoryType', '=', category.categoryType)
    .where(categoryColumn(category.categoryType), '=', category.categoryId)
    .where('language', '=', language as CategoryMessageRow['language'])
    .where('supersededAt', 'is', null)
    .executeTakeFirst();
}

/** The row with this id while it is the current version (a superseded version's id finds nothing). */
export function findCurrentMessageById(db: Db, id: number) {
  return db
    .selectFrom('categoryMessage')
    .selectAll()
    .where('id', '=', id)
    .where('supersededAt', 'is', null)
    .executeTakeFirst();
}

/**
 * The current version of the message a row belongs to: an editor opened before the message went
 * to a new version still edits that message, not a history row.
 */
export function findCurrentVersionOf(db: Db, id: number) {
  return db
    .selectFrom('categoryMessage')
    .selectAll()
    .where('uuid', '=', (eb) =>
      eb.selectFrom('categoryMessage as any').select('any.uuid').where('any.id', '=', id),
    )
    .where('supersededAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Serialises everything that changes one message (saving, deleting, delivering) until the
 * caller's transaction ends, on every server: a delivery never marks a version sent while an
 * editor rewrites it in place, and two runs never both deliver a once-only message.
 */
export async function lockMessage(trx: Db, uuid: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MESSAGE_LOCK_SPACE}, hashtext(${uuid}))`.execute(trx);
}

/** The first key of Vigil's advisory locks on category messages (any constant of our own). */
const MESSAGE_LOCK_SPACE = 5_001;

export type CategoryMessageRecord = Selectable<CategoryMessageRow>;

/** A stored version as the API answers it. */
export function toCategoryMessage(row: CategoryMessageRecord): CategoryMessage {
  return {
    idcategoryMessage: row.id,
    categoryId: row.ruleBasedCategoryId ?? row.customUserCategoryId ?? 0,
    categoryType: row.categoryType,
    language: row.language,
    messageTitle: row.messageTitle,
    messageText: row.messageText,
    isEnabled: row.isEnabled,
    sendMoreThanOnce: row.sendMoreThanOnce,
    sendToSmartwatch: row.sendToSmartwatch,
    sendToMobile: row.sendToMobile,
    sentToPatients: row.sentToPatients,
    hoursWhenToSend: row.hoursWhenToSend,
    version: row.version,
    uuid: row.uuid,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
