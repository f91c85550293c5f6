import { arrayMove } from '@dnd-kit/sortable';
import type { CategoryPanel, CategoryPriority } from '@vigil/domain';

/** A panel's id for drag and drop: rule-based categories and user lists have separate id series. */
export function panelKey(panel: Pick<CategoryPanel, 'categoryType' | 'categoryId'>): string {
  return `${panel.categoryType}-${panel.categoryId}`;
}

/**
 * The panels in the caller's order: those with a stored priority first, lowest first; the rest
 * (new categories, or a caller who never reordered) follow in the order the server gave.
 */
export function sortPanels<T extends Pick<CategoryPanel, 'priority'>>(panels: readonly T[]): T[] {
  const indexed = panels.map((panel, index) => ({ panel, index }));
  indexed.sort((a, b) => {
    const pa = a.panel.priority;
    const pb = b.panel.priority;
    if (pa !== null && pb !== null && pa !== pb) return pa - pb;
    if ((pa === null) !== (pb === null)) return pa === null ? 1 : -1;
    return a.index - b.index;
  });
  return indexed.map(({ panel }) => panel);
}

/**
 * The panels after dragging the panel `from` onto the place of `to`, each given its new place as
 * priority; unchanged when either key is unknown.
 */
export function movePanel<T extends CategoryPanel>(panels: readonly T[], from: string, to: string): T[] {
  const keys = panels.map(panelKey);
  const oldIndex = keys.indexOf(from);
  const newIndex = keys.indexOf(to);
  if (oldIndex === -1 || newIndex === -1) return [...panels];
  return arrayMove([...panels], oldIndex, newIndex).map((panel, priority) => ({ ...panel, priority }));
}

/** What POST /rulebasedcategoryuserpriorities stores: each rule-based panel's place. */
export function prioritiesOf(panels: readonly CategoryPanel[]): CategoryPriority[] {
  return panels.flatMap((panel, priority) =>
    panel.idruleBasedCategoryUser === null
      ? []
      : [{ idruleBasedCategoryUser: panel.idruleBasedCategoryUser, priority }],
  );
}
