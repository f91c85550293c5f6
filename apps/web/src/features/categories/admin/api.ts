import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoryPanelRoutes,
  categoryRoutes,
  ICD_SEARCH_MIN_LENGTH,
  variableRoutes,
  type RuleBasedCategory,
  type RuleBasedCategoryForm,
} from '@vigil/domain';
import { call } from '../../../api/call.ts';
import { CATEGORIES_QUERY_ROOT } from '../../../api/queryRoots.ts';
import type { CategoryFlag } from './flags.ts';

export const categoryAdminKeys = {
  all: [...CATEGORIES_QUERY_ROOT, 'admin'] as const,
  list: () => [...categoryAdminKeys.all, 'rule-based'] as const,
  variables: () => [...categoryAdminKeys.all, 'patient-variables'] as const,
  otherVariables: () => [...categoryAdminKeys.all, 'other-variables'] as const,
  icdCodes: (search: string) => [...categoryAdminKeys.all, 'icd-codes', search] as const,
};

const inline = { errorsShownInline: true } as const;
const REFERENCE_STALE_MS = 10 * 60_000;

/** GET /rule-based-categories: the categories the caller may see, with their conditions. */
export function useRuleBasedCategories() {
  return useQuery({
    queryKey: categoryAdminKeys.list(),
    meta: inline,
    queryFn: ({ signal }) => call(categoryRoutes.ruleBasedCategories, { signal }),
  });
}

/** GET /patientvariables: the variables a variable condition or relative deviation may name. */
export function useConditionVariables() {
  return useQuery({
    queryKey: categoryAdminKeys.variables(),
    meta: inline,
    queryFn: ({ signal }) => call(variableRoutes.patientVariables, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /othervariables: each other-condition variable with its operators and, where it has them, its choices. */
export function useOtherVariables() {
  return useQuery({
    queryKey: categoryAdminKeys.otherVariables(),
    meta: inline,
    queryFn: ({ signal }) => call(categoryRoutes.otherVariables, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /icdcodes?search=: runs only from ICD_SEARCH_MIN_LENGTH characters (docs/requirements/categories.md#diagnosis-condition). */
export function useIcdSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: categoryAdminKeys.icdCodes(term),
    meta: inline,
    enabled: term.length >= ICD_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(categoryRoutes.icdCodes, { query: { search: term }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

function useCategoryMutation<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: inline,
    // The panels, their patients and the ALERTS count change with a category too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }),
  });
}

/** POST /rule-based-categories: creates, or updates when the body names idruleBasedCategoryUser. */
export function useSaveCategory() {
  return useCategoryMutation((body: RuleBasedCategoryForm): Promise<RuleBasedCategory> =>
    call(categoryRoutes.saveCategory, { body }),
  );
}

export function useDeleteCategory() {
  return useCategoryMutation((categoryId: number) =>
    call(categoryPanelRoutes.deleteCategory, { params: { id: categoryId } }),
  );
}

const FLAG_ROUTES = {
  isPremiumFeature: categoryRoutes.premiumSwitch,
  isSuggested: categoryRoutes.suggestedSwitch,
  alert: categoryRoutes.alertSwitch,
} as const satisfies Record<CategoryFlag, unknown>;

export interface CategoryFlagChange {
  categoryId: number;
  flag: CategoryFlag;
  on: boolean;
}

/** POST /app-admin/rule-based-categories/{id}/{alert-category|premium-feature-category|suggest-category}/{flag}. */
export function useSetCategoryFlag() {
  return useCategoryMutation(({ categoryId, flag, on }: CategoryFlagChange) =>
    call(FLAG_ROUTES[flag], { params: { id: categoryId, flag: on } }),
  );
}
