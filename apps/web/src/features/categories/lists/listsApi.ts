import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALL_PATIENTS_CATEGORY_ID, customUserCategoryNameSchema } from '@vigil/domain';
import { z } from 'zod/mini';
import { api, ignoreAnswer } from '../../../api/client.ts';
import { categoryKeys } from '../panels/panelsApi.ts';

const listNamesKey = () => [...categoryKeys.all, 'user-list-names'] as const;
const parseNames = (data: unknown) => z.array(customUserCategoryNameSchema).parse(data);
const inline = { errorsShownInline: true } as const;

/** GET /customusercategories/nopatients: the caller's own lists, without 'All Patients', which holds everyone. */
export function useListNames(enabled: boolean) {
  return useQuery({
    queryKey: listNamesKey(),
    meta: inline,
    enabled,
    queryFn: ({ signal }) => api.get('/customusercategories/nopatients', { parse: parseNames, signal }),
    select: (lists) => lists.filter((list) => list.categoryId !== ALL_PATIENTS_CATEGORY_ID),
  });
}

/** A change to the caller's lists: every panel, list and count reloads. */
function useListMutation<V, T>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** POST /customusercategories: a new, empty list of the caller's. */
export function useCreateList() {
  return useListMutation((categoryName: string) =>
    api.post('/customusercategories', {
      parse: (data) => customUserCategoryNameSchema.parse(data),
      body: { categoryName },
    }),
  );
}

/** PUT /customusercategories/{id}/patients/{patientId}: puts a patient on one of the caller's lists. */
export function useAddToList() {
  return useListMutation(({ listId, patientId }: { listId: number; patientId: number }) =>
    api.put(`/customusercategories/${listId}/patients/${patientId}`, { parse: ignoreAnswer }),
  );
}
