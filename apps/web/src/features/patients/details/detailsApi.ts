import { useQuery } from '@tanstack/react-query';
import { patientRoutes } from '@vigil/domain';
import { call } from '../../../api/call.ts';
import { patientKeys } from '../api.ts';

// The reads of a patient's details page, apart from ../api.ts (which the list's chunk carries):
// their schemas are classic zod, constructed only once the details page's chunk is loaded.

/** GET /patients/{id}: the patient with every variable's status, and the registration form. */
export function usePatientDetails(id: number) {
  return useQuery({
    queryKey: patientKeys.details(id),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(patientRoutes.patientDetails, { params: { id }, signal }),
  });
}

/** The clinics the user may move the patient to: those whose patients they see, not the patient's own. */
export function useClinicChoices(id: number) {
  return useQuery({
    queryKey: patientKeys.clinicChoices(id),
    queryFn: ({ signal }) => call(patientRoutes.clinicChoices, { params: { id }, signal }),
  });
}
