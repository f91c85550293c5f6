import { useQuery } from '@tanstack/react-query';
import { CATEGORY_RELOAD_MS, categoryPanelRoutes } from '@vigil/domain';
import { ApiError } from '../../api/ApiError.ts';
import { call } from '../../api/call.ts';
import type { PatientListRow } from '../../components/PatientListDialog.tsx';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { categoryKeys } from './panels/panelsApi.ts';

/** The name of the generic flavour's discharge category, as the server knows it. */
export const DISCHARGE_CATEGORY_NAME = 'Discharge<30';

const NONE: readonly PatientListRow[] = [];

/**
 * Patients of the Discharge<30 category (GET /rule-based-categories/patients/{name}) with their AI
 * score. A server without that category (404) has nobody to list, which is no failure.
 */
export function useDischargePatients(): readonly PatientListRow[] {
  const { data } = useQuery({
    queryKey: [...categoryKeys.all, 'by-name', DISCHARGE_CATEGORY_NAME] as const,
    refetchInterval: CATEGORY_RELOAD_MS,
    queryFn: async ({ signal }) => {
      try {
        const answer = await call(categoryPanelRoutes.categoryPatientsByName, {
          params: { name: DISCHARGE_CATEGORY_NAME },
          signal,
        });
        return answer.patients.map((patient) => ({
          idpatient: patient.idpatient,
          fullName: patient.fullName,
          detail: aiPercent(patient.latestAiPrediction?.riskScore),
        }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return NONE;
        throw error;
      }
    },
  });
  return data ?? NONE;
}
