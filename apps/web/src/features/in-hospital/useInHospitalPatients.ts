import type { PatientListRow } from '../../components/PatientListDialog.tsx';

const NONE: readonly PatientListRow[] = [];

/**
 * Patients currently in hospital with their AI score (generic flavour). Hospital stays are
 * recorded by the patients feature; until it supplies them there are none to list.
 */
export function useInHospitalPatients(): readonly PatientListRow[] {
  return NONE;
}
