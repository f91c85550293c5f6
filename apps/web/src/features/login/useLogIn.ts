import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@vigil/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { completeSecondFactor, logIn, type Credentials } from '../../api/session.ts';
import { useStartSession } from '../session/index.ts';

/** Where the update-password page finds the username of a first-time login. */
export interface UpdatePasswordState {
  username: string;
}

/**
 * Logs in; spec core §4: a first-time login goes to update the password and stores no token. A
 * user with a second factor gets no token either, but a challenge: `challenge` is set and the
 * form asks for the code (useSecondFactor).
 */
export function useLogIn() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [challenge, setChallenge] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => logIn(credentials),
    meta: { errorsShownInline: true },
    onSuccess: async (session, credentials) => {
      if (session.secondFactor) {
        setChallenge(session.secondFactor.challenge);
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
  return { ...mutation, challenge, clearChallenge: () => setChallenge(null) };
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
