import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  interventionSchema,
  patientInterventionSchema,
  type PatientInterventionInput,
  type PatientInterventionUpdate,
} from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../api/client.ts';

export const interventionKeys = {
  all: ['interventions'] as const,
  catalogue: () => [...interventionKeys.all, 'catalogue'] as const,
  ofPatient: (patientId: number) => [...interventionKeys.all, 'patient', patientId] as const,
};

const inline = { errorsShownInline: true } as const;
const parseRecord = (data: unknown) => patientInterventionSchema.parse(data);

/** GET /intervention/all: the interventions staff choose from, named in the reader's language. */
export function useInterventionCatalogue() {
  return useQuery({
    queryKey: interventionKeys.catalogue(),
    meta: inline,
    queryFn: ({ signal }) =>
      api.get('/intervention/all', { parse: (data) => z.array(interventionSchema).parse(data), signal }),
  });
}

/** GET /intervention-patient/all/patient/{id}: the patient's interventions, newest start first. */
export function usePatientInterventions(patientId: number) {
  return useQuery({
    queryKey: interventionKeys.ofPatient(patientId),
    meta: inline,
    queryFn: ({ signal }) =>
      api.get(`/intervention-patient/all/patient/${patientId}`, {
        parse: (data) => z.array(patientInterventionSchema).parse(data),
        signal,
      }),
  });
}

/** Create (POST /intervention-patient/create) or update (PUT /intervention-patient/update). */
export function useSavePatientIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (body: PatientInterventionInput | PatientInterventionUpdate) =>
      'idinterventionPatient' in body
        ? api.put('/intervention-patient/update', { parse: parseRecord, body })
        : api.post('/intervention-patient/create', { parse: parseRecord, body }),
    onSuccess: (record) =>
      queryClient.invalidateQueries({ queryKey: interventionKeys.ofPatient(record.patientId) }),
  });
}
