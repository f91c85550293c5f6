import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { refreshUserActivity } from '../../api/session.ts';
import { resetOnLogout } from '../../storage/clientState.ts';
import { createThrottle } from '../../lib/throttle.ts';
import { storeIdleDeadline } from './idleDeadline.ts';
import { ACTIVITY_REFRESH_THROTTLE_MS } from './inactivity.ts';

const navigationActivity = createThrottle(ACTIVITY_REFRESH_THROTTLE_MS);
resetOnLogout(() => navigationActivity.reset());

/** Asks the server for a fresh idle deadline and stores it. */
export async function keepSessionAlive(): Promise<void> {
  const { idleExpiresAt } = await refreshUserActivity();
  navigationActivity.markPassed(Date.now());
  storeIdleDeadline(idleExpiresAt);
}

/** A session just began: its deadline is fresh, so the next minute of navigation needs no refresh. */
export function sessionBegan(idleExpiresAt: string | null): void {
  navigationActivity.markPassed(Date.now());
  storeIdleDeadline(idleExpiresAt);
}

/** docs/requirements/session.md#activity-refresh: moving between screens counts as activity, refreshed at most once per 60 s. */
export function useNavigationActivity(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!navigationActivity.tryPass(Date.now())) return;
    keepSessionAlive().catch((error: unknown) => {
      // A failed refresh is reported by the API client (no answer, session gone); the deadline stays.
      console.warn('Activity refresh failed', error);
    });
  }, [pathname]);
}
