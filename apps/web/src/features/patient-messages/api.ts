import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGE_LIST_FIRST,
  patientCategoryMessageSchema,
  patientMessageListSchema,
  patientMessageSchema,
  type PatientMessageForm,
} from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../api/client.ts';
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
      api.get(`/patients/${patientId}/patient-messages`, {
        parse: (data) => patientMessageListSchema.parse(data),
        query: new URLSearchParams({ offset: String(pageParam.offset), limit: String(pageParam.limit) }),
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
      api.post(`/patients/${patientId}/patient-message`, {
        parse: (data) => patientMessageSchema.parse(data),
        body: form,
      }),
    onSuccess: () => queryClient.resetQueries({ queryKey: patientMessageKeys.sent(patientId) }),
  });
}

/** GET /patients/{id}/category-messages: the automatic messages the patient was sent, newest first. */
export function useAutomaticMessages(patientId: number) {
  return useQuery({
    queryKey: patientMessageKeys.automatic(patientId),
    meta: inline,
    queryFn: ({ signal }) =>
      api.get(`/patients/${patientId}/category-messages`, {
        parse: (data) => z.array(patientCategoryMessageSchema).parse(data),
        signal,
      }),
  });
}
