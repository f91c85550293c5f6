import { useQuery } from '@tanstack/react-query';
import { clinicRefSchema, patientDetailsSchema } from '@vigil/domain';
import { z } from 'zod/mini';
import { api } from '../../../api/client.ts';
import { patientKeys } from '../api.ts';

// The reads of a patient's details page, apart from ../api.ts (which the list's chunk carries):
// their schemas are classic zod, constructed only once the details page's chunk is loaded.

const parseDetails = (data: unknown) => patientDetailsSchema.parse(data);

/** GET /patients/{id}: the patient with every variable's status, and the registration form. */
export function usePatientDetails(id: number) {
  return useQuery({
    queryKey: patientKeys.details(id),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get(`/patients/${id}`, { parse: parseDetails, signal }),
  });
}

/** The clinics the user may move the patient to: those whose patients they see, not the patient's own. */
export function useClinicChoices(id: number) {
  return useQuery({
    queryKey: patientKeys.clinicChoices(id),
    queryFn: ({ signal }) =>
      api.get(`/patients/${id}/clinic-choices`, {
        parse: (data) => z.array(clinicRefSchema).parse(data),
        signal,
      }),
  });
}
