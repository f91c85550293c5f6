import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoryMessageSavedSchema,
  categoryMessageSchema,
  type CategoryMessageForm,
  type CategoryType,
} from '@vigil/domain';
import { api, ignoreAnswer } from '../../api/client.ts';

export const categoryMessageKeys = {
  all: ['category-messages'] as const,
  ofCategory: (categoryType: CategoryType, categoryId: number) =>
    [...categoryMessageKeys.all, categoryType, categoryId] as const,
  inLanguage: (categoryType: CategoryType, categoryId: number, language: string) =>
    [...categoryMessageKeys.ofCategory(categoryType, categoryId), language] as const,
};

const parseMessage = (data: unknown) => categoryMessageSchema.nullable().parse(data ?? null);
const parseSaved = (data: unknown) => categoryMessageSavedSchema.parse(data);
const inline = { errorsShownInline: true } as const;

interface MessageQuery {
  categoryId: number;
  categoryType: CategoryType;
  /** Nothing is read until a language is chosen. */
  language: string | null;
}

/** GET /category-message/by-category-id-and-type: the category's message in one language, or null. */
export function useCategoryMessage({ categoryId, categoryType, language }: MessageQuery) {
  return useQuery({
    queryKey: categoryMessageKeys.inLanguage(categoryType, categoryId, language ?? ''),
    enabled: language !== null,
    meta: inline,
    queryFn: ({ signal }) =>
      api.get('/category-message/by-category-id-and-type', {
        parse: parseMessage,
        query: new URLSearchParams({
          categoryId: String(categoryId),
          categoryType,
          language: language ?? '',
        }),
        signal,
      }),
  });
}

function useMessageMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryMessageKeys.all }),
  });
}

/** POST /category-message/{sendNowFlag}: saves the message, and with the flag sends it now. */
export function useSaveCategoryMessage() {
  return useMessageMutation(({ form, sendNow }: { form: CategoryMessageForm; sendNow: boolean }) =>
    api.post(`/category-message/${sendNow}`, { parse: parseSaved, body: form }),
  );
}

/** DELETE /category-message/{id}, allowed while the message has not been sent. */
export function useDeleteCategoryMessage() {
  return useMessageMutation((idcategoryMessage: number) =>
    api.delete(`/category-message/${idcategoryMessage}`, { parse: ignoreAnswer }),
  );
}
