import { CATALOGUE, hasRights, type CatalogueMessage } from '@vigil/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

/*
 * Who sees and changes which rule-based category. A category made by an admin (or the product
 * admin) is shared with everyone (created_by null); one made by a user or superuser is their own.
 * Everyone sees the shared ones and their own. The owner changes their own, admins the shared
 * ones, and only the product admin a premium category (docs/requirements/categories.md#category-flags). A premium category is part of
 * a clinic's premium features: staff see it while one of their clinics' premium runs (end date
 * today or later); the product admin always (docs/decisions/administration.md#premium-categories).
 */

/** The rule-based categories the actor sees, as a predicate on `rule_based_category`. */
export function visibleTo(actor: Actor) {
  return (eb: ExpressionBuilder<DB, 'ruleBasedCategory'>): Expression<SqlBool> => {
    const sharedOrOwn = eb.or([
      eb('ruleBasedCategory.createdBy', 'is', null),
      eb('ruleBasedCategory.createdBy', '=', actor.userId),
    ]);
    if (actor.role === 'ROLE_MYAPPADMIN') return sharedOrOwn;
    const premiumRuns =
      actor.clinicIds.length === 0
        ? eb.lit(false)
        : eb.exists(
            eb
              .selectFrom('clinic')
              .select('clinic.id')
              .where('clinic.id', 'in', actor.clinicIds)
              .where('clinic.premiumEndDate', '>=', sql<string>`current_date`),
          );
    return eb.and([sharedOrOwn, eb.or([eb('ruleBasedCategory.isPremiumFeature', '=', false), premiumRuns])]);
  };
}

/** Whether a category the actor makes is shared with everyone. */
export const createsShared = (actor: Actor) => hasRights(actor.role, 'ADMIN_RIGHTS');

interface Ownership {
  readonly createdBy: number | null;
  readonly isPremiumFeature: boolean;
}

/** Why the actor may not change the category, or null when they may. */
export function editRefusal(actor: Actor, category: Ownership): CatalogueMessage | null {
  if (category.isPremiumFeature && actor.role !== 'ROLE_MYAPPADMIN') return CATALOGUE.category.premiumOnly;
  if (category.createdBy === null) {
    return hasRights(actor.role, 'ADMIN_RIGHTS') ? null : CATALOGUE.category.sharedOnly;
  }
  return category.createdBy === actor.userId ? null : CATALOGUE.category.notFound;
}

/** The category if the actor sees it; 404 'Could not find category' otherwise. */
export async function requireVisibleCategory(db: Db, actor: Actor, categoryId: number) {
  const category = await db
    .selectFrom('ruleBasedCategory')
    .selectAll()
    .where('id', '=', categoryId)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!category) throw notFound(CATALOGUE.category.notFound);
  return category;
}

/** The category if the actor may change it: 404 if they do not see it, 403 if they see but may not change it. */
export async function requireEditableCategory(db: Db, actor: Actor, categoryId: number) {
  const category = await requireVisibleCategory(db, actor, categoryId);
  const refusal = editRefusal(actor, category);
  if (refusal) throw forbidden(refusal);
  return category;
}
