import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alarmTypeRoutes, type AlarmTypeCatalogue, type AlarmTypeLanguageForm } from '@vigil/domain';
import { call } from '../../api/call.ts';

const key = ['alarm-types', 'catalogue'] as const;

/** GET /alarm-type/all. */
export function useAlarmTypeCatalogue() {
  return useQuery({
    queryKey: key,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(alarmTypeRoutes.alarmTypeCatalogue, { signal }),
  });
}

/** Every alarm type call answers the whole catalogue, shown at once. */
function useCatalogueMutation<Input>(send: (input: Input) => Promise<AlarmTypeCatalogue>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: send,
    onSuccess: (catalogue) => queryClient.setQueryData(key, catalogue),
  });
}

export const useCreateAlarmType = () =>
  useCatalogueMutation((alarmType: string) => call(alarmTypeRoutes.createAlarmType, { body: { alarmType } }));

export const useSaveAlarmTypeLanguage = () =>
  useCatalogueMutation((form: AlarmTypeLanguageForm) =>
    call(alarmTypeRoutes.saveAlarmTypeLanguage, { body: form }),
  );

export const useDeleteAlarmType = () =>
  useCatalogueMutation((id: number) => call(alarmTypeRoutes.deleteAlarmType, { params: { id } }));
