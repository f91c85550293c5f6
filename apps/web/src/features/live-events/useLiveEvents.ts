import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveChange } from '@vigil/domain';
import { useAuthToken } from '../../api/authToken.ts';
import { sessionKeys } from '../../api/session.ts';
import type { LiveState } from './liveConnection.ts';

// The connection and what it refreshes are fetched once the frame is drawn, not with its first load.
const loadLiveCode = () => Promise.all([import('./liveConnection.ts'), import('./liveRefresh.ts')]);

/**
 * Changes arriving this close together are refreshed together: a night brings its entry, then
 * its values, statuses and categories within about a second, and a busy clinic many nights at
 * once; each screen then asks the server again once, not once per change.
 */
export const LIVE_GATHER_MS = 300;

let current: LiveState = 'connecting';
const watchers = new Set<() => void>();

function setLiveState(state: LiveState): void {
  if (state === current) return;
  current = state;
  for (const watcher of watchers) watcher();
}

/** Whether the screens are live now (for the indicator in the top bar). */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => current,
  );
}

/**
 * Keeps the signed-in screens live (issue "live screens"): follows GET /events while a token is
 * stored and refetches what the changes touch; after a reconnect, everything shown.
 */
export function useLiveEvents(delayMs?: (attempt: number) => number): void {
  const queryClient = useQueryClient();
  const token = useAuthToken();
  useEffect(() => {
    if (token === null) return undefined;
    let gathered: LiveChange[] = [];
    let timer: number | undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void loadLiveCode().then(([{ connectLiveEvents }, { refreshChanged, refreshEverything }]) => {
      if (stopped) return;
      stop = connectLiveEvents(
        {
          changes(changes) {
            gathered.push(...changes);
            timer ??= window.setTimeout(() => {
              timer = undefined;
              const batch = gathered;
              gathered = [];
              void refreshChanged(queryClient, batch);
            }, LIVE_GATHER_MS);
          },
          resync: () => void refreshEverything(queryClient),
          // The session call meets the same 401 and takes the app to the login page as usual.
          sessionEnded: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
          state: setLiveState,
        },
        delayMs,
      );
    });
    return () => {
      stopped = true;
      stop?.();
      window.clearTimeout(timer);
      setLiveState('connecting');
    };
  }, [queryClient, token, delayMs]);
}
