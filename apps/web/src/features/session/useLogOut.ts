import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logOut } from '../../api/session.ts';
import { clearClientState } from './clearClientState.ts';

export type LogoutReason = 'user' | 'inactivity';

export const LOGGED_OUT_PATH = '/loggedOut';

/** Ends the session on the server and clears this browser, even when the server cannot be reached. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (reason: LogoutReason) => {
      await logOut().catch((error: unknown) => {
        // The person asked to leave (or walked away): that happens here whatever the server says.
        console.warn('The logout call failed; the session is cleared in this browser anyway', error);
      });
      // Leave the authenticated screens before their data goes (flushSync: now, not in a transition),
      // or the session gate would see the token gone first and send the user to / instead.
      await navigate(reason === 'inactivity' ? LOGGED_OUT_PATH : '/', { replace: true, flushSync: true });
      clearClientState(queryClient);
    },
    [navigate, queryClient],
  );
}
