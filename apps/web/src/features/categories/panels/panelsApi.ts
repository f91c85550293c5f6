import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATEGORY_PANEL_PAGE_SIZE,
  CATEGORY_RELOAD_MS,
  categoryPanelRoutes,
  type CategoryPanel,
  type CategoryPriority,
  type VariableColumn,
} from '@vigil/domain';
import { call } from '../../../api/call.ts';
import { CATEGORIES_QUERY_ROOT } from '../../../api/queryRoots.ts';
import { readAllPages } from '../../../lib/paging.ts';

export const categoryKeys = {
  all: CATEGORIES_QUERY_ROOT,
  panels: () => [...categoryKeys.all, 'panels'] as const,
  patients: () => [...categoryKeys.all, 'patients'] as const,
  page: (categoryId: number, window: number, page: number, pageSize: number) =>
    [...categoryKeys.patients(), categoryId, window, page, pageSize] as const,
  userLists: (window: number) => [...categoryKeys.all, 'user-lists', window] as const,
};

const inline = { errorsShownInline: true } as const;
// docs/requirements/constants.md#timings: category data reloads hourly, also on a screen left open all day.
const hourly = { refetchInterval: CATEGORY_RELOAD_MS, refetchIntervalInBackground: true } as const;

/** GET /rule-based-categories/patients: the caller's category panels in their order, with counts. */
export function useCategoryPanels() {
  return useQuery({
    queryKey: categoryKeys.panels(),
    meta: inline,
    ...hourly,
    queryFn: ({ signal }) => call(categoryPanelRoutes.categoryPanels, { signal }),
  });
}

interface PageRequest {
  categoryId: number;
  /** The variable page (1–5) whose status columns the rows carry. */
  window: number;
  page: number;
  pageSize?: number;
}

/** GET /rule-based-categories/{id}/patients: one page of a category's patients as list rows. */
export function useCategoryPatients({
  categoryId,
  window,
  page,
  pageSize = CATEGORY_PANEL_PAGE_SIZE,
}: PageRequest) {
  return useQuery({
    queryKey: categoryKeys.page(categoryId, window, page, pageSize),
    meta: inline,
    ...hourly,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(categoryPanelRoutes.categoryPatients, {
        params: { id: categoryId },
        query: { window, page, pageSize },
        signal,
      }),
  });
}

/** The largest page GET /rule-based-categories/{id}/patients gives. */
const WHOLE_CATEGORY_PAGE_SIZE = 500;

/** Every patient of a rule-based category, page after page, for the CSV export. */
export async function readWholeCategory(categoryId: number, window: number) {
  let variables: VariableColumn[] = [];
  const patients = await readAllPages(async (page) => {
    const answer = await call(categoryPanelRoutes.categoryPatients, {
      params: { id: categoryId },
      query: { window, page, pageSize: WHOLE_CATEGORY_PAGE_SIZE },
    });
    variables = answer.variables;
    return { rows: answer.patients, total: answer.total };
  });
  return { patients, variables };
}

/** GET /customusercategories: the caller's own patient lists, each with all its patients. */
export function useUserLists(window: number, enabled = true) {
  return useQuery({
    queryKey: categoryKeys.userLists(window),
    enabled,
    meta: inline,
    ...hourly,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(categoryPanelRoutes.userLists, { query: { window }, signal }),
  });
}

/**
 * POST /rulebasedcategoryuserpriorities: the caller's new panel order. The panels take the new
 * order at once; if the server refuses it, they go back to what it has stored.
 */
export function useSavePanelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ priorities }: { priorities: CategoryPriority[]; panels: CategoryPanel[] }) =>
      call(categoryPanelRoutes.savePanelOrder, { body: priorities }),
    onMutate: async ({ panels }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.panels() });
      queryClient.setQueryData(categoryKeys.panels(), panels);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: categoryKeys.panels() }),
  });
}

/** A change to categories: every panel, list and count reloads. */
function useCategoryMutation<V>(change: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** DELETE /customusercategories/{id} for a user's own list, DELETE /rule-based-categories/{id} otherwise. */
export function useDeleteCategory() {
  return useCategoryMutation(
    ({ categoryId, categoryType }: Pick<CategoryPanel, 'categoryId' | 'categoryType'>) =>
      categoryType === 'CUSTOM'
        ? call(categoryPanelRoutes.deleteUserList, { params: { id: categoryId } })
        : call(categoryPanelRoutes.deleteCategory, { params: { id: categoryId } }),
  );
}

/** DELETE /customusercategories/{id}/patients/{patientId}: takes a patient off a user's own list. */
export function useRemovePatient() {
  return useCategoryMutation(({ categoryId, patientId }: { categoryId: number; patientId: number }) =>
    call(categoryPanelRoutes.removeFromUserList, { params: { id: categoryId, patientId } }),
  );
}
