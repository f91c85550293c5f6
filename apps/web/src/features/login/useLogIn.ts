import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@vigil/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { completeSecondFactor, logIn, type Credentials } from '../../api/session.ts';
import { pendingSecondFactor, useStartSession, type PendingSecondFactor } from '../session/index.ts';

/** Where the update-password page finds the username of a first-time login. */
export interface UpdatePasswordState {
  username: string;
}

/**
 * Logs in; docs/requirements/session.md#first-time-login: a first-time login goes to update the password and stores no token. A
 * user with a second factor, or whose role requires one, gets no token either, but a challenge:
 * `pending` is set and the form asks for the code (useSecondFactor) or sets one up.
 */
export function useLogIn() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => logIn(credentials),
    meta: { errorsShownInline: true },
    onSuccess: async (session, credentials) => {
      const secondFactor = pendingSecondFactor(session);
      if (secondFactor) {
        setPending(secondFactor);
        return;
      }
      if (session.firstTimeLogin || session.token === null) {
        const state: UpdatePasswordState = {
          username: session.updatePasswordUsername ?? credentials.username,
        };
        await navigate('/updatePassword', { state });
        return;
      }
      await startSession(session);
    },
  });
  return { ...mutation, pending, clearPending: () => setPending(null) };
}

/** The second step of a login: the code from the authenticator app (or a recovery code). */
export function useSecondFactor(challenge: string) {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (code: string): Promise<SessionResponse> => completeSecondFactor(challenge, code),
    meta: { errorsShownInline: true },
    onSuccess: (session) => startSession(session),
  });
}
