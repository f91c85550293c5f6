import { useQuery } from '@tanstack/react-query';
import { CATEGORY_RELOAD_MS, inHospitalRoutes } from '@vigil/domain';
import { call } from '../../api/call.ts';
import type { PatientListRow } from '../../components/PatientListDialog.tsx';
import { aiPercent } from '../../components/status/aiPercent.ts';

const NONE: readonly PatientListRow[] = [];

/** Patients in hospital now with their AI score (generic flavour), from GET /patients/in-hospital. */
export function useInHospitalPatients(): readonly PatientListRow[] {
  const { data } = useQuery({
    queryKey: ['patients', 'in-hospital'] as const,
    refetchInterval: CATEGORY_RELOAD_MS,
    queryFn: async ({ signal }) => {
      const patients = await call(inHospitalRoutes.inHospitalPatients, { signal });
      return patients.map((patient) => ({
        idpatient: patient.idpatient,
        fullName: patient.fullName,
        detail: aiPercent(patient.riskScore),
      }));
    },
  });
  return data ?? NONE;
}
