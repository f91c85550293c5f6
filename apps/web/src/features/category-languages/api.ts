import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryRoutes, type CategoryLanguage, type CategoryLanguageForm } from '@vigil/domain';
import { call } from '../../api/call.ts';

const key = ['category-languages'] as const;

/** GET /category-language/: every name of every category the product admin sees. */
export function useCategoryLanguages() {
  return useQuery({
    queryKey: key,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(categoryRoutes.categoryLanguages, { signal }),
  });
}

/** The rule-based categories to name (GET /rule-based-categories), by id and name. */
export function useNameableCategories() {
  return useQuery({
    queryKey: [...key, 'categories'] as const,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(categoryRoutes.ruleBasedCategories, { signal }),
    select: (categories) =>
      categories.flatMap((category) =>
        category.idruleBasedCategoryUser === null
          ? []
          : [{ id: category.idruleBasedCategoryUser, name: category.categoryName }],
      ),
  });
}

/** Every call answers the whole list, shown at once. */
function useListMutation<Input>(send: (input: Input) => Promise<CategoryLanguage[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}

export const useSaveCategoryLanguage = () =>
  useListMutation((form: CategoryLanguageForm) => call(categoryRoutes.saveCategoryLanguage, { body: form }));

export const useDeleteCategoryLanguage = () =>
  useListMutation((id: number) => call(categoryRoutes.deleteCategoryLanguage, { params: { id } }));
