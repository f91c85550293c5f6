import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interventionRoutes, type InterventionForm, type InterventionLanguageForm } from '@vigil/domain';
import { call } from '../../../api/call.ts';
import { interventionKeys } from '../api.ts';

const languagesKey = [...interventionKeys.all, 'languages'] as const;

/** GET /intervention-language/: the catalogue's names in other languages. */
export function useInterventionLanguages() {
  return useQuery({
    queryKey: languagesKey,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(interventionRoutes.interventionLanguages, { signal }),
  });
}

/** Create (no id) or update an intervention; the answer is the catalogue, shown at once. */
export function useSaveIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: ({ idintervention, ...form }: InterventionForm & { idintervention?: number }) =>
      idintervention === undefined
        ? call(interventionRoutes.createIntervention, { body: form })
        : call(interventionRoutes.updateIntervention, { body: { ...form, idintervention } }),
    onSuccess: (catalogue) => {
      queryClient.setQueryData(interventionKeys.catalogue(), catalogue);
      return queryClient.invalidateQueries({ queryKey: interventionKeys.all });
    },
  });
}

/** DELETE /intervention/delete: refused while a patient has the intervention. */
export function useDeleteIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (id: number) => call(interventionRoutes.deleteIntervention, { query: { id } }),
    onSuccess: (catalogue) => queryClient.setQueryData(interventionKeys.catalogue(), catalogue),
  });
}

/** POST /intervention-language/create. */
export function useSaveInterventionLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (form: InterventionLanguageForm) =>
      call(interventionRoutes.saveInterventionLanguage, { body: form }),
    onSuccess: (languages) => {
      queryClient.setQueryData(languagesKey, languages);
      return queryClient.invalidateQueries({ queryKey: interventionKeys.catalogue() });
    },
  });
}
