import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  interventionLanguageSchema,
  interventionSchema,
  type InterventionForm,
  type InterventionLanguageForm,
} from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { interventionKeys } from '../api.ts';

const languagesKey = [...interventionKeys.all, 'languages'] as const;
const parseCatalogue = (data: unknown) => z.array(interventionSchema).parse(data);
const parseLanguages = (data: unknown) => z.array(interventionLanguageSchema).parse(data);

/** GET /intervention-language/: the catalogue's names in other languages. */
export function useInterventionLanguages() {
  return useQuery({
    queryKey: languagesKey,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get('/intervention-language/', { parse: parseLanguages, signal }),
  });
}

/** Create (no id) or update an intervention; the answer is the catalogue, shown at once. */
export function useSaveIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (form: InterventionForm & { idintervention?: number }) =>
      form.idintervention === undefined
        ? api.post('/intervention/create', { body: form, parse: parseCatalogue })
        : api.put('/intervention/update', { body: form, parse: parseCatalogue }),
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
    mutationFn: (id: number) => api.delete(`/intervention/delete?id=${id}`, { parse: parseCatalogue }),
    onSuccess: (catalogue) => queryClient.setQueryData(interventionKeys.catalogue(), catalogue),
  });
}

/** POST /intervention-language/create. */
export function useSaveInterventionLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (form: InterventionLanguageForm) =>
      api.post('/intervention-language/create', { body: form, parse: parseLanguages }),
    onSuccess: (languages) => {
      queryClient.setQueryData(languagesKey, languages);
      return queryClient.invalidateQueries({ queryKey: interventionKeys.catalogue() });
    },
  });
}
