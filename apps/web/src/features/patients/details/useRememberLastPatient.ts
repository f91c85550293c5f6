import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@vigil/domain';
import { sessionKeys } from '../../../api/session.ts';

/**
 * GET /patients/{id} records the patient as the user's last viewed one on the server; the
 * session we hold is told too, so 'patient details' in the menu opens this patient at once.
 */
export function useRememberLastPatient(patientId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (patientId === undefined) return;
    queryClient.setQueryData<SessionResponse>(sessionKeys.current(true), (session) =>
      session?.user ? { ...session, user: { ...session.user, lastPatientViewId: patientId } } : session,
    );
  }, [patientId, queryClient]);
}
