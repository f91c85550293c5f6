import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoryMessageRoutes,
  MESSAGE_LIST_FIRST,
  patientMessageRoutes,
  type PatientMessageForm,
} from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';
import { nextPage } from './paging.ts';

export const patientMessageKeys = {
  all: [...PATIENTS_QUERY_ROOT, 'messages'] as const,
  sent: (patientId: number) => [...patientMessageKeys.all, patientId, 'sent'] as const,
  automatic: (patientId: number) => [...patientMessageKeys.all, patientId, 'automatic'] as const,
};

const inline = { errorsShownInline: true } as const;

/** GET /patients/{id}/patient-messages, page by page, newest first. */
export function useSentMessages(patientId: number) {
  return useInfiniteQuery({
    queryKey: patientMessageKeys.sent(patientId),
    meta: inline,
    initialPageParam: { offset: 0, limit: MESSAGE_LIST_FIRST },
    queryFn: ({ pageParam, signal }) =>
      call(patientMessageRoutes.patientMessages, {
        params: { id: patientId },
        query: { offset: pageParam.offset, limit: pageParam.limit },
        signal,
      }),
    getNextPageParam: (last, pages) =>
      nextPage(
        pages.reduce((sum, page) => sum + page.messages.length, 0),
        last.total,
      ),
  });
}

/** POST /patients/{id}/patient-message; the list starts again from the newest. */
export function useSendMessage(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (form: PatientMessageForm) =>
      call(patientMessageRoutes.sendPatientMessage, { params: { id: patientId }, body: form }),
    onSuccess: () => queryClient.resetQueries({ queryKey: patientMessageKeys.sent(patientId) }),
  });
}

/** GET /patients/{id}/category-messages: the automatic messages the patient was sent, newest first. */
export function useAutomaticMessages(patientId: number) {
  return useQuery({
    queryKey: patientMessageKeys.automatic(patientId),
    meta: inline,
    queryFn: ({ signal }) =>
      call(categoryMessageRoutes.patientCategoryMessages, { params: { id: patientId }, signal }),
  });
}
