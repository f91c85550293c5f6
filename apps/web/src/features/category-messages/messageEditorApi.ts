import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryMessageRoutes, type CategoryMessageForm, type CategoryType } from '@vigil/domain';
import { call } from '../../api/call.ts';

export const categoryMessageKeys = {
  all: ['category-messages'] as const,
  ofCategory: (categoryType: CategoryType, categoryId: number) =>
    [...categoryMessageKeys.all, categoryType, categoryId] as const,
  inLanguage: (categoryType: CategoryType, categoryId: number, language: string) =>
    [...categoryMessageKeys.ofCategory(categoryType, categoryId), language] as const,
};

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
      call(categoryMessageRoutes.categoryMessage, {
        query: { categoryId, categoryType, language: language ?? '' },
        signal,
      }),
  });
}

function useMessageMutation<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryMessageKeys.all }),
  });
}

/** POST /category-message/{sendNowFlag}: saves the message, and with the flag sends it now. */
export function useSaveCategoryMessage() {
  return useMessageMutation(({ form, sendNow }: { form: CategoryMessageForm; sendNow: boolean }) =>
    call(categoryMessageRoutes.saveCategoryMessage, { params: { idOrSendNowFlag: sendNow }, body: form }),
  );
}

/** DELETE /category-message/{id}, allowed while the message has not been sent. */
export function useDeleteCategoryMessage() {
  return useMessageMutation((idcategoryMessage: number) =>
    call(categoryMessageRoutes.deleteCategoryMessage, { params: { idOrSendNowFlag: idcategoryMessage } }),
  );
}
