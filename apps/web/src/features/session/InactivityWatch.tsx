import { useEffect, useRef } from 'react';
import { useLogOut } from './useLogOut.ts';
import { useIdleDeadline } from './idleDeadline.ts';
import { INACTIVITY_CHECK_INTERVAL_MS, inactivityPhase } from './inactivity.ts';
import { InactivityDialog } from './InactivityDialog.tsx';
import { useNow } from '../../lib/useNow.ts';

/**
 * docs/requirements/session.md#inactivity: the stored idle deadline is checked every 10 s; a countdown dialog offers to stay
 * signed in, and past the grace period the user is logged out.
 */
export function InactivityWatch() {
  const deadline = useIdleDeadline();
  const checkedAt = useNow(INACTIVITY_CHECK_INTERVAL_MS);
  const phase = inactivityPhase(deadline, checkedAt);
  const logOut = useLogOut();
  const loggingOut = useRef(false);

  useEffect(() => {
    if (phase !== 'expired' || loggingOut.current) return;
    loggingOut.current = true;
    void logOut('inactivity');
  }, [phase, logOut]);

  if (deadline === null || phase !== 'warning') return null;
  return <InactivityDialog deadline={deadline} onLogOut={() => void logOut('user')} />;
}
