import { type CategoryPriority, CATALOGUE } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { visibleTo } from './access.ts';

/** GET /rulebasedcategoryuserpriorities: the caller's order of the category panels. */
export async function listPriorities(db: Db, actor: Actor): Promise<CategoryPriority[]> {
  const rows = await db
    .selectFrom('categoryUserPriority as place')
    .innerJoin('ruleBasedCategory', 'ruleBasedCategory.id', 'place.categoryId')
    .select(['place.categoryId', 'place.priority'])
    .where('place.userId', '=', actor.userId)
    .where(visibleTo(actor))
    .orderBy('place.priority')
    .orderBy('place.categoryId')
    .execute();
  return rows.map((row) => ({ idruleBasedCategoryUser: row.categoryId, priority: row.priority }));
}

/**
 * POST /rulebasedcategoryuserpriorities: replaces the caller's order with the one sent (each
 * category the caller sees at most once); other users' orders stay as they are.
 */
export async function savePriorities(options: {
  db: Db;
  actor: Actor;
  priorities: readonly CategoryPriority[];
}): Promise<CategoryPriority[]> {
  const { db, actor, priorities } = options;
  const ids = priorities.map((entry) => entry.idruleBasedCategoryUser);
  if (new Set(ids).size !== ids.length) throw badRequest(CATALOGUE.category.duplicatePriority);
  if (ids.length > 0) {
    const visible = await db
      .selectFrom('ruleBasedCategory')
      .select('id')
      .where('id', 'in', ids)
      .where(visibleTo(actor))
      .execute();
    if (visible.length !== ids.length) throw notFound(CATALOGUE.category.notFound);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('categoryUserPriority').where('userId', '=', actor.userId).execute();
    if (priorities.length === 0) return;
    await trx
      .insertInto('categoryUserPriority')
      .values(
        priorities.map((entry) => ({
          userId: actor.userId,
          categoryId: entry.idruleBasedCategoryUser,
          priority: entry.priority,
        })),
      )
      .execute();
  });
  return listPriorities(db, actor);
}
