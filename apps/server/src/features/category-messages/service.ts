import { isUniqueViolation } from '../../db/errors.ts';
import {
  CATALOGUE,
  categoryMessageContent,
  isMessageLanguage,
  savingMakesNewVersion,
  type CategoryMessage,
  type CategoryMessageContent,
  type CategoryMessageForm,
  type CategoryMessageSaved,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { deliverMessage } from './delivery.ts';
import {
  categoryColumn,
  categoryVisibleTo,
  findCurrentMessage,
  findCurrentMessageById,
  findCurrentVersionOf,
  lockMessage,
  toCategoryMessage,
  type CategoryMessageRecord,
  type CategoryRef,
} from './queries.ts';

interface CallerOptions {
  readonly db: Db;
  readonly actor: Actor;
}

/** GET /category-message/by-category-id-and-type: the category's message in a language, or null. */
export async function getCategoryMessage(
  options: CallerOptions & { category: CategoryRef; language: string | undefined },
): Promise<CategoryMessage | null> {
  const { db, category, language } = options;
  if (!isMessageLanguage(language)) throw badRequest(CATALOGUE.categoryMessage.selectLanguage);
  await requireCategory(options);
  const current = await findCurrentMessage(db, category, language);
  return current ? toCategoryMessage(current) : null;
}

/**
 * POST /category-message/{sendNowFlag}: saves the message (a new version when it has already been
 * sent and something changed, docs/requirements/category-messages.md#versions) and, with sendNow, queues it at once for every member.
 */
export async function saveCategoryMessage(
  options: CallerOptions & { form: CategoryMessageForm; sendNow: boolean; now: Date },
): Promise<CategoryMessageSaved> {
  const { db, actor, form, sendNow, now } = options;
  const content = categoryMessageContent(form);
  if (typeof content === 'string') throw badRequest(content);
  if (sendNow && !content.isEnabled) throw badRequest(CATALOGUE.categoryMessage.notEnabled);
  const category: CategoryRef = { categoryType: form.categoryType, categoryId: form.categoryId };
  await requireCategory({ db, actor, category });
  try {
    return await db.transaction().execute(async (trx) => {
      const saved = await storeVersion(trx, { actor, category, content, id: form.idcategoryMessage ?? null });
      const queuedDeliveries = sendNow ? await deliverMessage(trx, saved.uuid, { now, sendNow: true }) : 0;
      const current = await findCurrentMessageById(trx, saved.id);
      return { ...toCategoryMessage(current ?? saved), queuedDeliveries };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATALOGUE.categoryMessage.languageTaken);
    throw error;
  }
}

/** DELETE /category-message/{id}: only a message no patient has received yet. */
export async function deleteCategoryMessage(options: CallerOptions & { id: number }): Promise<void> {
  const { db, actor, id } = options;
  await db.transaction().execute(async (trx) => {
    const found = await findCurrentMessageById(trx, id);
    if (!found || !(await categoryVisibleTo(trx, actor, categoryOf(found)))) {
      throw notFound(CATALOGUE.categoryMessage.missingToDelete);
    }
    await lockMessage(trx, found.uuid);
    const locked = await findCurrentMessageById(trx, id);
    if (!locked) throw notFound(CATALOGUE.categoryMessage.missingToDelete);
    if (locked.sentToPatients) throw conflict(CATALOGUE.categoryMessage.alreadySent);
    await trx.deleteFrom('categoryMessage').where('id', '=', id).execute();
  });
}

interface StoreOptions {
  readonly actor: Actor;
  readonly category: CategoryRef;
  readonly content: CategoryMessageContent;
  /** The version the editor showed; null for the category's message in the form's language. */
  readonly id: number | null;
}

/** Writes the form as the message's current version; returns the row in force afterwards. */
async function storeVersion(
  trx: Db,
  { actor, category, content, id }: StoreOptions,
): Promise<CategoryMessageRecord> {
  const existing =
    id === null
      ? await findCurrentMessage(trx, category, content.language)
      : await findCurrentVersionOf(trx, id);
  if (id !== null && (!existing || !sameCategory(existing, category))) {
    throw notFound(CATALOGUE.categoryMessage.missing);
  }
  if (!existing) {
    return trx
      .insertInto('categoryMessage')
      .values({
        ...content,
        categoryType: category.categoryType,
        [categoryColumn(category.categoryType)]: category.categoryId,
        createdBy: actor.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  await lockMessage(trx, existing.uuid);
  // Read again under the lock: a delivery may have sent this version in the meantime.
  const current = (await findCurrentMessageById(trx, existing.id)) ?? existing;
  if (savingMakesNewVersion(current, content)) {
    await trx
      .updateTable('categoryMessage')
      .set({ supersededAt: sql<Date>`now()` })
      .where('id', '=', current.id)
      .execute();
    return trx
      .insertInto('categoryMessage')
      .values({
        ...content,
        uuid: current.uuid,
        version: current.version + 1,
        categoryType: current.categoryType,
        ruleBasedCategoryId: current.ruleBasedCategoryId,
        customUserCategoryId: current.customUserCategoryId,
        createdBy: actor.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  // Not sent yet (the same version is kept), or sent and saved unchanged (nothing to do).
  if (current.sentToPatients) return current;
  return trx
    .updateTable('categoryMessage')
    .set(content)
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function requireCategory({ db, actor, category }: CallerOptions & { category: CategoryRef }) {
  if (!(await categoryVisibleTo(db, actor, category)))
    throw notFound(CATALOGUE.categoryMessage.categoryNotFound);
}

function categoryOf(row: CategoryMessageRecord): CategoryRef {
  return {
    categoryType: row.categoryType,
    categoryId: row.ruleBasedCategoryId ?? row.customUserCategoryId ?? 0,
  };
}

function sameCategory(row: CategoryMessageRecord, category: CategoryRef): boolean {
  const own = categoryOf(row);
  return own.categoryType === category.categoryType && own.categoryId === category.categoryId;
}
