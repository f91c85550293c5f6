import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  interventionRoutes,
  type PatientInterventionInput,
  type PatientInterventionUpdate,
} from '@vigil/domain';
import { call } from '../../api/call.ts';

export const interventionKeys = {
  all: ['interventions'] as const,
  catalogue: () => [...interventionKeys.all, 'catalogue'] as const,
  ofPatient: (patientId: number) => [...interventionKeys.all, 'patient', patientId] as const,
};

const inline = { errorsShownInline: true } as const;

/** GET /intervention/all: the interventions staff choose from, named in the reader's language. */
export function useInterventionCatalogue() {
  return useQuery({
    queryKey: interventionKeys.catalogue(),
    meta: inline,
    queryFn: ({ signal }) => call(interventionRoutes.interventions, { signal }),
  });
}

/** GET /intervention-patient/all/patient/{id}: the patient's interventions, newest start first. */
export function usePatientInterventions(patientId: number) {
  return useQuery({
    queryKey: interventionKeys.ofPatient(patientId),
    meta: inline,
    queryFn: ({ signal }) =>
      call(interventionRoutes.patientInterventions, { params: { id: patientId }, signal }),
  });
}

/** Create (POST /intervention-patient/create) or update (PUT /intervention-patient/update). */
export function useSavePatientIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (body: PatientInterventionInput | PatientInterventionUpdate) =>
      'idinterventionPatient' in body
        ? call(interventionRoutes.updatePatientIntervention, { body })
        : call(interventionRoutes.createPatientIntervention, { body }),
    onSuccess: (record) =>
      queryClient.invalidateQueries({ queryKey: interventionKeys.ofPatient(record.patientId) }),
  });
}
