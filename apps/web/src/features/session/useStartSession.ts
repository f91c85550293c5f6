import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@vigil/domain';
import { useNavigate } from 'react-router';
import { storeAuthToken } from '../../api/authToken.ts';
import { sessionKeys } from '../../api/session.ts';
import { sessionBegan } from './activityRefresh.ts';
import { followServerBuild } from './buildNumber.ts';

/** Turns a logged-in session answer (login or password update) into a running session. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (session: SessionResponse) => {
      if (session.token === null) throw new Error('A session without a token cannot start');
      // The session is cached before the token is stored, so the shell opens without a second call.
      queryClient.setQueryData(sessionKeys.current(true), session);
      sessionBegan(session.idleExpiresAt);
      storeAuthToken(session.token);
      if (followServerBuild(session.buildNumber)) return;
      await navigate('/patients', { replace: true });
    },
    [navigate, queryClient],
  );
}
