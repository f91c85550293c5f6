import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alarmTypeCatalogueSchema, type AlarmTypeLanguageForm } from '@vigil/domain';
import { api } from '../../api/client.ts';

const key = ['alarm-types', 'catalogue'] as const;
const parse = (data: unknown) => alarmTypeCatalogueSchema.parse(data);

/** GET /alarm-type/all. */
export function useAlarmTypeCatalogue() {
  return useQuery({
    queryKey: key,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get('/alarm-type/all', { parse, signal }),
  });
}

/** Every alarm type call answers the whole catalogue, shown at once. */
function useCatalogueMutation<Input>(send: (input: Input) => Promise<ReturnType<typeof parse>>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: send,
    onSuccess: (catalogue) => queryClient.setQueryData(key, catalogue),
  });
}

export const useCreateAlarmType = () =>
  useCatalogueMutation((alarmType: string) => api.post('/alarm-type/create', { body: { alarmType }, parse }));

export const useSaveAlarmTypeLanguage = () =>
  useCatalogueMutation((form: AlarmTypeLanguageForm) =>
    api.post('/alarm-type-language/create', { body: form, parse }),
  );

export const useDeleteAlarmType = () =>
  useCatalogueMutation((id: number) => api.delete(`/alarm-type/delete/${id}`, { parse }));
