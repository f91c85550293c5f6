import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ICD_SEARCH_MIN_LENGTH,
  icdCodeSchema,
  otherVariableSchema,
  patientVariableSchema,
  ruleBasedCategorySchema,
  type RuleBasedCategory,
  type RuleBasedCategoryForm,
} from '@vigil/domain';
import { z } from 'zod';
import { api, ignoreAnswer } from '../../../api/client.ts';
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
    queryFn: ({ signal }) =>
      api.get('/rule-based-categories', {
        parse: (data) => z.array(ruleBasedCategorySchema).parse(data),
        signal,
      }),
  });
}

/** GET /patientvariables: the variables a variable condition or relative deviation may name. */
export function useConditionVariables() {
  return useQuery({
    queryKey: categoryAdminKeys.variables(),
    meta: inline,
    queryFn: ({ signal }) =>
      api.get('/patientvariables', { parse: (data) => z.array(patientVariableSchema).parse(data), signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /othervariables: each other-condition variable with its operators and, where it has them, its choices. */
export function useOtherVariables() {
  return useQuery({
    queryKey: categoryAdminKeys.otherVariables(),
    meta: inline,
    queryFn: ({ signal }) =>
      api.get('/othervariables', { parse: (data) => z.array(otherVariableSchema).parse(data), signal }),
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
    queryFn: ({ signal }) =>
      api.get('/icdcodes', {
        parse: (data) => z.array(icdCodeSchema).parse(data),
        query: new URLSearchParams({ search: term }),
        signal,
      }),
    staleTime: REFERENCE_STALE_MS,
  });
}

function useCategoryMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: inline,
    // The panels, their patients and the ALERTS count change with a category too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }),
  });
}

/** POST /rule-based-categories: creates, or updates when the body names idruleBasedCategoryUser. */
export function useSaveCategory() {
  return useCategoryMutation((body: RuleBasedCategoryForm): Promise<RuleBasedCategory> =>
    api.post('/rule-based-categories', { parse: (data) => ruleBasedCategorySchema.parse(data), body }),
  );
}

export function useDeleteCategory() {
  return useCategoryMutation((categoryId: number) =>
    api.delete(`/rule-based-categories/${categoryId}`, { parse: ignoreAnswer }),
  );
}

const FLAG_PATHS = {
  isPremiumFeature: 'premium-feature-category',
  isSuggested: 'suggest-category',
  alert: 'alert-category',
} as const satisfies Record<CategoryFlag, string>;

export interface CategoryFlagChange {
  categoryId: number;
  flag: CategoryFlag;
  on: boolean;
}

/** POST /app-admin/rule-based-categories/{id}/{alert-category|premium-feature-category|suggest-category}/{flag}. */
export function useSetCategoryFlag() {
  return useCategoryMutation(({ categoryId, flag, on }: CategoryFlagChange) =>
    api.post(`/app-admin/rule-based-categories/${categoryId}/${FLAG_PATHS[flag]}/${String(on)}`, {
      parse: ignoreAnswer,
    }),
  );
}
