import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryLanguageSchema, ruleBasedCategorySchema, type CategoryLanguageForm } from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../api/client.ts';

const key = ['category-languages'] as const;
const parse = (data: unknown) => z.array(categoryLanguageSchema).parse(data);

/** GET /category-language/: every name of every category the product admin sees. */
export function useCategoryLanguages() {
  return useQuery({
    queryKey: key,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get('/category-language/', { parse, signal }),
  });
}

/** The rule-based categories to name (GET /rule-based-categories), by id and name. */
export function useNameableCategories() {
  return useQuery({
    queryKey: [...key, 'categories'] as const,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) =>
      api.get('/rule-based-categories', {
        parse: (data) => z.array(ruleBasedCategorySchema).parse(data),
        signal,
      }),
    select: (categories) =>
      categories.flatMap((category) =>
        category.idruleBasedCategoryUser === null
          ? []
          : [{ id: category.idruleBasedCategoryUser, name: category.categoryName }],
      ),
  });
}

/** Every call answers the whole list, shown at once. */
function useListMutation<Input>(send: (input: Input) => Promise<ReturnType<typeof parse>>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}

export const useSaveCategoryLanguage = () =>
  useListMutation((form: CategoryLanguageForm) =>
    api.post('/category-language/create', { body: form, parse }),
  );

export const useDeleteCategoryLanguage = () =>
  useListMutation((id: number) => api.delete(`/category-language/delete/${id}`, { parse }));
