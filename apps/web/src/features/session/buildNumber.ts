import { BUILD_NUMBER_KEY } from '../../storage/clientState.ts';

export type BuildNumberAction = 'none' | 'store' | 'storeAndReload';

/**
 * docs/requirements/session.md#build-reload: after login, a server build other than the stored one means this page may run
 * an old bundle, so it reloads once. With nothing stored yet the page was just loaded from this
 * server, so storing the number is enough.
 */
export function buildNumberAction(stored: string | null, fromServer: string): BuildNumberAction {
  if (stored === fromServer) return 'none';
  return stored === null ? 'store' : 'storeAndReload';
}

/** Applies the rule; true when the page is about to reload. */
export function followServerBuild(fromServer: string): boolean {
  const action = buildNumberAction(localStorage.getItem(BUILD_NUMBER_KEY), fromServer);
  if (action !== 'none') localStorage.setItem(BUILD_NUMBER_KEY, fromServer);
  if (action !== 'storeAndReload') return false;
  window.location.reload();
  return true;
}
