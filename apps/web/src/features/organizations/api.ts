import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationsAndClinicsSchema } from '@vigil/domain';
import { api } from '../../api/client.ts';

export type { Clinic, Country, Organization, OrganizationsAndClinics } from '@vigil/domain';

export const organizationKeys = {
  all: ['organizations'] as const,
  withClinicsAndCountries: () => [...organizationKeys.all, 'with-clinics-and-countries'] as const,
};

/** Organizations, clinics and countries the caller may see. */
export function useOrganizationsAndClinics() {
  return useQuery({
    meta: { errorsShownInline: true },
    queryKey: organizationKeys.withClinicsAndCountries(),
    queryFn: ({ signal }) =>
      api.get('/organizations-and-clinics-and-countries', {
        parse: (data) => organizationsAndClinicsSchema.parse(data),
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

const parseAll = (data: unknown) => organizationsAndClinicsSchema.parse(data);

/** POST /organizations, /clinics or /countries: create, or change the row the form's id names. */
export function useSaveOrganizationItem<Form>(path: '/organizations' | '/clinics' | '/countries') {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (form: Form) => api.post(path, { body: form, parse: parseAll }),
    onSuccess: (all) => queryClient.setQueryData(organizationKeys.withClinicsAndCountries(), all),
  });
}
