import { useQuery } from '@tanstack/react-query';
import { medicalNoteRoutes } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

/** GET /patients/{id}/medical-status-rapport-gpt, written anew each time the dialog opens. */
export function useMedicalNote(patientId: number, language: string) {
  return useQuery({
    queryKey: [...PATIENTS_QUERY_ROOT, 'medical-note', patientId, language] as const,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(medicalNoteRoutes.medicalNote, { params: { id: patientId }, signal }),
  });
}
