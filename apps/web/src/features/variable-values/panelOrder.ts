import { arrayMove } from '@dnd-kit/sortable';

/**
 * The panels in the order the user arranged them: stored acronyms first, in their stored order;
 * variables the stored order does not know (new ones) follow in the server's order.
 */
export function orderPanels<T extends { acronyme: string }>(
  panels: readonly T[],
  stored: readonly string[],
): T[] {
  const rank = new Map(stored.map((acronym, index) => [acronym, index]));
  const known = panels.filter((panel) => rank.has(panel.acronyme));
  const unknown = panels.filter((panel) => !rank.has(panel.acronyme));
  known.sort((a, b) => (rank.get(a.acronyme) ?? 0) - (rank.get(b.acronyme) ?? 0));
  return [...known, ...unknown];
}

/** The new order after dragging one panel onto another's place. */
export function movePanel(order: readonly string[], from: string, to: string): string[] {
  const oldIndex = order.indexOf(from);
  const newIndex = order.indexOf(to);
  if (oldIndex === -1 || newIndex === -1) return [...order];
  return arrayMove([...order], oldIndex, newIndex);
}

const ACRONYM = /^[A-Z][A-Z0-9_]*$/;

/** Reads a stored order (acronyms joined by commas); anything else in it is left out. */
export function decodePanelOrder(raw: string | null): readonly string[] {
  if (raw === null) return [];
  return raw.split(',').filter((acronym) => ACRONYM.test(acronym));
}
