import { describe, expect, it } from 'vitest';
import type { CategoryPanel } from '@vigil/domain';
import { movePanel, panelKey, prioritiesOf, sortPanels } from './panelOrder.ts';

function panel(
  categoryId: number,
  priority: number | null,
  categoryType: CategoryPanel['categoryType'] = 'RULE_BASED',
) {
  const ruleBased = categoryType === 'RULE_BASED';
  return {
    categoryId,
    idruleBasedCategoryUser: ruleBased ? categoryId : null,
    idcategoryuser: ruleBased ? null : categoryId,
    categoryName: `Category ${categoryId}`,
    categoryNameTranslated: `Category ${categoryId}`,
    categoryType,
    sharableType: null,
    isPremiumFeature: false,
    isSuggested: false,
    isShared: true,
    canEdit: false,
    priority,
    numberOfPatients: 0,
  } satisfies CategoryPanel;
}

const ids = (panels: readonly CategoryPanel[]) => panels.map((item) => item.categoryId);

describe('category panel order', () => {
  it('panels with a stored priority come first, lowest first; the rest keep the server order', () => {
    expect(ids(sortPanels([panel(1, null), panel(2, 5), panel(3, null), panel(4, 0)]))).toEqual([4, 2, 1, 3]);
  });

  it('without any stored priority the server order stands', () => {
    expect(ids(sortPanels([panel(7, null), panel(3, null), panel(5, null)]))).toEqual([7, 3, 5]);
  });

  it('dragging the last panel onto the first puts it first and numbers every place', () => {
    const moved = movePanel([panel(1, null), panel(2, null), panel(3, null)], 'RULE_BASED-3', 'RULE_BASED-1');
    expect(ids(moved)).toEqual([3, 1, 2]);
    expect(moved.map((item) => item.priority)).toEqual([0, 1, 2]);
  });

  it('an unknown key leaves the order as it was', () => {
    expect(ids(movePanel([panel(1, 0), panel(2, 1)], 'RULE_BASED-9', 'RULE_BASED-1'))).toEqual([1, 2]);
  });

  it('the saved priorities are the places of the rule-based panels', () => {
    expect(prioritiesOf([panel(8, null), panel(4, null, 'CUSTOM'), panel(2, null)])).toEqual([
      { idruleBasedCategoryUser: 8, priority: 0 },
      { idruleBasedCategoryUser: 2, priority: 2 },
    ]);
  });

  it('a rule-based category and a user list with the same id are different panels', () => {
    expect(panelKey(panel(1, null))).not.toBe(panelKey(panel(1, null, 'CUSTOM')));
  });
});
