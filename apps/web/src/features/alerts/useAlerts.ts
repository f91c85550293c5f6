import type { PatientListRow } from '../../components/PatientListDialog.tsx';

export interface Alerts {
  /** Patients in alert categories; the ALERTS button shows how many. */
  count: number;
  /** Each patient with the alert categories they are in, joined for display. */
  patients: readonly PatientListRow[];
}

const NO_ALERTS: Alerts = { count: 0, patients: [] };

/**
 * The patients the ALERTS button counts. They come from the alert categories
 * (GET /rule-based-categories/alert/patients), which the categories feature brings; until a
 * server has alert categories there are none, and the dialog says so.
 */
export function useAlerts(): Alerts {
  return NO_ALERTS;
}
