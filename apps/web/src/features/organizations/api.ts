import { useQuery } from '@tanstack/react-query';
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
