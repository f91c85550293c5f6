import { LANGUAGE_STORAGE_KEY } from '../i18n/languageChoice.ts';
import { STORAGE_PREFIX } from './storageKeys.ts';

export const VARIABLES_PAGE_KEY = `${STORAGE_PREFIX}variablesPage`;
export const BUILD_NUMBER_KEY = `${STORAGE_PREFIX}buildNumber`;
export const HISTORY_PANEL_ORDER_KEY = `${STORAGE_PREFIX}historyPanelOrder`;
export const HISTORY_VIEW_KEY = `${STORAGE_PREFIX}historyView`;
export const DIAGRAM_WIDTH_KEY = `${STORAGE_PREFIX}diagramWidth`;
export const HISTORY_PANELS_OPEN_KEY = `${STORAGE_PREFIX}historyPanelsOpen`;

/**
 * The generic store (docs/requirements/session.md#logout-clears-client-state): what survives a logout because it belongs to the browser,
 * not to the person — the language choice, the variables page number, the build number, and
 * how the patient's variable history is laid out (panel order, which panels are open, table or
 * diagram, diagram width),
 * which clinicians arrange once and expect to find again the next morning.
 */
export const GENERIC_STORE_KEYS: readonly string[] = [
  LANGUAGE_STORAGE_KEY,
  VARIABLES_PAGE_KEY,
  BUILD_NUMBER_KEY,
  HISTORY_PANEL_ORDER_KEY,
  HISTORY_VIEW_KEY,
  DIAGRAM_WIDTH_KEY,
  HISTORY_PANELS_OPEN_KEY,
];

/** The stored keys a logout removes: every Vigil key outside the generic store. */
export function keysToClear(storedKeys: readonly string[]): string[] {
  return storedKeys.filter((key) => key.startsWith(STORAGE_PREFIX) && !GENERIC_STORE_KEYS.includes(key));
}

const resetters = new Set<() => void>();

/** Registers an in-memory store to be reset when the client state is cleared. */
export function resetOnLogout(reset: () => void): void {
  resetters.add(reset);
}

/** Removes the person's data from this browser: stored keys (token included) and in-memory stores. */
export function clearStoredClientState(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  for (const key of keysToClear(keys)) localStorage.removeItem(key);
  sessionStorage.clear();
  for (const reset of resetters) reset();
}
