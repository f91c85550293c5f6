import { useQuery } from '@tanstack/react-query';
import { medicalNoteSchema } from '@vigil/domain';
import { api } from '../../api/client.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

const parse = (data: unknown) => medicalNoteSchema.parse(data);

/** GET /patients/{id}/medical-status-rapport-gpt, written anew each time the dialog opens. */
export function useMedicalNote(patientId: number, language: string) {
  return useQuery({
    queryKey: [...PATIENTS_QUERY_ROOT, 'medical-note', patientId, language] as const,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get(`/patients/${patientId}/medical-status-rapport-gpt`, { parse, signal }),
  });
}
