import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALERTS_PAGE_SIZE,
  categoryPanelRoutes,
  CATEGORY_RELOAD_MS,
  type ShownAcknowledgement,
} from '@vigil/domain';
import { call } from '../../api/call.ts';
import { CATEGORIES_QUERY_ROOT } from '../../api/queryRoots.ts';
import type { PatientListRow } from '../../components/PatientListDialog.tsx';

export interface Alerts {
  /** Patients in alert categories; the ALERTS button shows how many. Null until known. */
  count: number | null;
  /** The count could not be read: the button must not look like "no alerts". */
  failed: boolean;
  /** One page of them, highest AI risk first, with the alert categories they are in, joined for display. */
  patients: readonly AlertRow[];
}

/** A row of the ALERTS dialog: the patient, their alert categories, their latest acknowledgement. */
export interface AlertRow extends PatientListRow {
  readonly acknowledged: ShownAcknowledgement | null;
}

// Under the categories root: a category made an alert category, or changed, refreshes the count.
const alertKey = [...CATEGORIES_QUERY_ROOT, 'alerts'] as const;

/**
 * The count of patients in alert categories (sharableType 'admin-alert') and one page of them
 * (ALERTS_PAGE_SIZE, 0-based), from GET /rule-based-categories/alert/patients; reloaded hourly
 * like all category data (docs/requirements/constants.md#timings). The previous page stays on screen while the next loads.
 */
export function useAlerts(page: number): Alerts {
  const { data, isError } = useQuery({
    queryKey: [...alertKey, page],
    refetchInterval: CATEGORY_RELOAD_MS,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(categoryPanelRoutes.alertPatients, { query: { page, pageSize: ALERTS_PAGE_SIZE }, signal }),
    select: (answer) => ({
      count: answer.count,
      patients: answer.patients.map((patient) => ({
        idpatient: patient.idpatient,
        fullName: patient.fullName,
        detail: patient.categoryNames.join(', '),
        acknowledged: patient.acknowledged,
      })),
    }),
  });
  // A count read once stays on screen through a failed hourly reload; never one made up.
  if (data) return { ...data, failed: false };
  return { count: null, failed: isError, patients: [] };
}
