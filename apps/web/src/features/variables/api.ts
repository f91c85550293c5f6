import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { variableRoutes, type VariablePriorityEntry } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

/** Whose variable pages: the caller's own, or the predefined ones every user starts from. */
export type PagesOwner = 'mine' | 'predefined';

export const variableKeys = {
  all: ['variables'] as const,
  catalogue: () => [...variableKeys.all, 'catalogue'] as const,
  pages: (owner: PagesOwner) => [...variableKeys.all, 'pages', owner] as const,
};

const PAGES = {
  mine: { read: variableRoutes.ownPages, save: variableRoutes.saveOwnPage },
  predefined: { read: variableRoutes.predefinedPages, save: variableRoutes.savePredefinedPage },
} as const satisfies Record<PagesOwner, unknown>;

/** GET /patientvariables: the variables of this flavour, with names in the caller's language. */
export function usePatientVariables() {
  return useQuery({
    queryKey: variableKeys.catalogue(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(variableRoutes.patientVariables, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useVariablePages(owner: PagesOwner) {
  return useQuery({
    queryKey: variableKeys.pages(owner),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(PAGES[owner].read, { signal }),
  });
}

/**
 * Saves one page: the body holds its columns and `windowNumber` names it, so an emptied page is
 * saved too. The patients list shows the new columns the next time it loads.
 */
export function useSaveVariablePage(owner: PagesOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ windowNumber, entries }: { windowNumber: number; entries: VariablePriorityEntry[] }) =>
      call(PAGES[owner].save, { body: entries, query: { windowNumber } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: variableKeys.all });
      // The list's columns come from these pages.
      await queryClient.invalidateQueries({ queryKey: PATIENTS_QUERY_ROOT });
    },
  });
}
