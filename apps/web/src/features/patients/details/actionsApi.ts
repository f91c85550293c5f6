import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceRoutes, patientRoutes, predictionRoutes, type Outcome } from '@vigil/domain';
import { call } from '../../../api/call.ts';
import { CATEGORIES_QUERY_ROOT } from '../../../api/queryRoots.ts';
import { patientKeys, usePatientMutation } from '../api.ts';

// The settings-menu actions of a patient's details page, apart from ../api.ts (which the list's
// chunk carries): their routes' schemas are classic zod, loaded with the details page's chunk.

export function useChangeClinic() {
  return usePatientMutation(({ id, clinicId }: { id: number; clinicId: number }) =>
    call(patientRoutes.changeClinic, { params: { id, clinicId } }),
  );
}

export function useEnableService() {
  return usePatientMutation(({ id, days }: { id: number; days: number }) =>
    call(patientRoutes.enableService, { params: { id, days } }),
  );
}

export function useRecordOutcome() {
  return usePatientMutation(({ id, outcome }: { id: number; outcome: Outcome }) =>
    call(patientRoutes.recordOutcome, { params: { id, value: outcome } }),
  );
}

export function useFixTechnicalErrors() {
  return usePatientMutation((id: number) => call(patientRoutes.fixTechnicalErrors, { params: { id } }));
}

/** PUT check-early-treatment: whether predicting again would replace a prediction. */
export async function checkEarlyTreatment(id: number): Promise<boolean> {
  const answer = await call(predictionRoutes.checkEarlyTreatment, { params: { id } });
  return answer.predictionExists;
}

/** PUT predict-treatment: the patient's predictions are replaced by one made now. */
export function usePredictTreatment() {
  return usePatientMutation((id: number) => call(predictionRoutes.predictTreatment, { params: { id } }));
}

export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(patientRoutes.deletePatient, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: patientKeys.details(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }),
      ]);
    },
  });
}

/** DELETE /session/smartwatch/patient/{id}: the patient's paired watch is logged out at once. */
export function useLogOutWatch() {
  return useMutation({
    mutationFn: (id: number) => call(deviceRoutes.logOutWatch, { params: { id } }),
  });
}
