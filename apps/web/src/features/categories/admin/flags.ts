import { ALERT_SHARABLE_TYPE, type RuleBasedCategory } from '@vigil/domain';

/** The product admin's three switches of a category (docs/requirements/categories.md#category-flags), in the table's order. */
export const CATEGORY_FLAGS = ['isPremiumFeature', 'isSuggested', 'alert'] as const;
export type CategoryFlag = (typeof CATEGORY_FLAGS)[number];

/** Whether a switch is on; an alert category is the one whose sharableType is 'admin-alert'. */
export function flagIsOn(
  category: Pick<RuleBasedCategory, 'isPremiumFeature' | 'isSuggested' | 'sharableType'>,
  flag: CategoryFlag,
): boolean {
  return flag === 'alert' ? category.sharableType === ALERT_SHARABLE_TYPE : category[flag];
}
