import type { PatientListRow } from '../../components/PatientListDialog.tsx';

/** The name of the generic flavour's discharge category, as the server knows it. */
export const DISCHARGE_CATEGORY_NAME = 'Discharge<30';

const NONE: readonly PatientListRow[] = [];

/**
 * Patients of the Discharge<30 category (GET /rule-based-categories/patients/{name}), which
 * the categories feature brings; until then the category has no patients to show.
 */
export function useDischargePatients(): readonly PatientListRow[] {
  return NONE;
}
