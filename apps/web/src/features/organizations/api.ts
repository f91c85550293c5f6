import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organizationRoutes,
  type ClinicForm,
  type CountryForm,
  type OrganizationForm,
  type OrganizationsAndClinics,
} from '@vigil/domain';
import { call } from '../../api/call.ts';

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
    queryFn: ({ signal }) => call(organizationRoutes.organizationsAndClinics, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST /organizations, /clinics or /countries: create, or change the row the form's id names. */
function useSaveOrganizationItem<Form>(save: (form: Form) => Promise<OrganizationsAndClinics>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: save,
    onSuccess: (all) => queryClient.setQueryData(organizationKeys.withClinicsAndCountries(), all),
  });
}

export const useSaveOrganization = () =>
  useSaveOrganizationItem((form: OrganizationForm) =>
    call(organizationRoutes.saveOrganization, { body: form }),
  );

export const useSaveClinic = () =>
  useSaveOrganizationItem((form: ClinicForm) => call(organizationRoutes.saveClinic, { body: form }));

export const useSaveCountry = () =>
  useSaveOrganizationItem((form: CountryForm) => call(organizationRoutes.saveCountry, { body: form }));
