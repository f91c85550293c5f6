import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALL_PATIENTS_CATEGORY_ID, categoryPanelRoutes } from '@vigil/domain';
import { call } from '../../../api/call.ts';
import { categoryKeys } from '../panels/panelsApi.ts';

const listNamesKey = () => [...categoryKeys.all, 'user-list-names'] as const;
const inline = { errorsShownInline: true } as const;

/** GET /customusercategories/nopatients: the caller's own lists, without 'All Patients', which holds everyone. */
export function useListNames(enabled: boolean) {
  return useQuery({
    queryKey: listNamesKey(),
    meta: inline,
    enabled,
    queryFn: ({ signal }) => call(categoryPanelRoutes.userListNames, { signal }),
    select: (lists) => lists.filter((list) => list.categoryId !== ALL_PATIENTS_CATEGORY_ID),
  });
}

/** A change to the caller's lists: every panel, list and count reloads. */
function useListMutation<V, T>(change: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** POST /customusercategories: a new, empty list of the caller's. */
export function useCreateList() {
  return useListMutation((categoryName: string) =>
    call(categoryPanelRoutes.createUserList, { body: { categoryName } }),
  );
}

/** PUT /customusercategories/{id}/patients/{patientId}: puts a patient on one of the caller's lists. */
export function useAddToList() {
  return useListMutation(({ listId, patientId }: { listId: number; patientId: number }) =>
    call(categoryPanelRoutes.addToUserList, { params: { id: listId, patientId } }),
  );
}
