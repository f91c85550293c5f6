import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logIn, type Credentials } from '../../api/session.ts';
import { useStartSession } from '../session/index.ts';

/** Where the update-password page finds the username of a first-time login. */
export interface UpdatePasswordState {
  username: string;
}

/** Logs in; spec core §4: a first-time login goes to update the password and stores no token. */
export function useLogIn() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: Credentials) => logIn(credentials),
    meta: { errorsShownInline: true },
    onSuccess: async (session, credentials) => {
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
}
