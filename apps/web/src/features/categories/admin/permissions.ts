import { hasRights, type Role, type RuleBasedCategory } from '@vigil/domain';

/** The Premium Feature, Suggested Action and Alert switches are the product admin's (docs/requirements/categories.md#category-flags). */
export function maySetCategoryFlags(role: Role): boolean {
  return hasRights(role, 'APPADMIN_RIGHTS');
}

/**
 * The Edit button: hidden for a premium category unless the caller is the product admin
 * (docs/requirements/administration.md#control-categories), and for any category the server says the caller may not change.
 */
export function mayEditCategory(
  category: Pick<RuleBasedCategory, 'canEdit' | 'isPremiumFeature'>,
  role: Role,
): boolean {
  if (category.isPremiumFeature && !maySetCategoryFlags(role)) return false;
  return category.canEdit;
}

/** Whoever may not edit a category may not delete it either. */
export function mayDeleteCategory(
  category: Pick<RuleBasedCategory, 'canEdit' | 'isPremiumFeature'>,
  role: Role,
): boolean {
  return mayEditCategory(category, role);
}
