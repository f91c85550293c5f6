import {
  CATEGORY_LANGUAGE_MESSAGES as MESSAGES,
  type CategoryLanguage,
  type CategoryLanguageForm,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { requireVisibleCategory, visibleTo } from './access.ts';

/** GET /category-language/: the names per language of every category the actor sees. */
export async function categoryLanguages(db: Db, actor: Actor): Promise<CategoryLanguage[]> {
  const rows = await db
    .selectFrom('categoryLanguage')
    .innerJoin('ruleBasedCategory', 'ruleBasedCategory.id', 'categoryLanguage.categoryId')
    .where(visibleTo(actor))
    .select([
      'categoryLanguage.id',
      'categoryLanguage.language',
      'categoryLanguage.name as languageName',
      'ruleBasedCategory.id as categoryId',
      'ruleBasedCategory.name as categoryName',
    ])
    .orderBy('ruleBasedCategory.name')
    .orderBy('categoryLanguage.language')
    .execute();
  return rows.map((row) => ({
    idcategoryLanguage: row.id,
    ruleBasedCategoryUser: { idruleBasedCategoryUser: row.categoryId, categoryName: row.categoryName },
    categoryLanguageName: row.languageName,
    language: row.language,
  }));
}

/** POST /category-language/create: the category's name in a language, replacing an earlier one. */
export async function saveCategoryLanguage(
  db: Db,
  actor: Actor,
  form: CategoryLanguageForm,
): Promise<CategoryLanguage[]> {
  await requireVisibleCategory(db, actor, form.ruleBasedCategoryUser);
  await db
    .insertInto('categoryLanguage')
    .values({
      categoryId: form.ruleBasedCategoryUser,
      language: form.language,
      name: form.categoryLanguageName,
    })
    .onConflict((on) =>
      on.columns(['categoryId', 'language']).doUpdateSet({ name: form.categoryLanguageName }),
    )
    .execute();
  return categoryLanguages(db, actor);
}

/** DELETE /category-language/delete/{id}: one name; the category keeps its own. */
export async function deleteCategoryLanguage(db: Db, actor: Actor, id: number): Promise<CategoryLanguage[]> {
  const deleted = await db
    .deleteFrom('categoryLanguage')
    .where('id', '=', id)
    .where('categoryId', 'in', (eb) =>
      eb.selectFrom('ruleBasedCategory').select('id').where(visibleTo(actor)),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(MESSAGES.unknownName);
  return categoryLanguages(db, actor);
}
