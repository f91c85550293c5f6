import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveChange, LiveChangeKind } from '@vigil/domain';
import { CATEGORIES_QUERY_ROOT, PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';

/**
 * What a kind of change refreshes besides the patient's own views (details, nights, charts,
 * messages: every query under the patients root that names the patient): the lists of patients
 * (list pages, awaiting approval, in hospital), and the categories (panels, the ALERTS count).
 */
const REFRESHES: Record<LiveChangeKind, { readonly lists: boolean; readonly categories: boolean }> = {
  patient: { lists: true, categories: true },
  night: { lists: true, categories: true },
  values: { lists: true, categories: true },
  status: { lists: true, categories: true },
  categories: { lists: true, categories: true },
  prediction: { lists: true, categories: true },
  message: { lists: false, categories: false },
  review: { lists: true, categories: true },
};

/** Queries under the patients root that show many patients rather than one. */
const LIST_QUERIES = new Set<unknown>(['list', 'awaiting-approval', 'in-hospital']);

const [PATIENTS] = PATIENTS_QUERY_ROOT;

function isPatientsQuery(key: QueryKey): boolean {
  return key[0] === PATIENTS;
}

/**
 * Refetches what shows the changed patients. Only queries on screen are fetched again (TanStack
 * Query keeps their data meanwhile, so nothing unmounts: scroll and open dialogs stay); the others
 * are marked stale and fetched when next shown.
 */
export async function refreshChanged(
  queryClient: QueryClient,
  changes: readonly LiveChange[],
): Promise<void> {
  const patientIds = new Set(changes.map((change) => change.patientId));
  const lists = changes.some((change) => REFRESHES[change.kind].lists);
  const categories = changes.some((change) => REFRESHES[change.kind].categories);
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        isPatientsQuery(queryKey) &&
        ((lists && LIST_QUERIES.has(queryKey[1])) ||
          queryKey.slice(1).some((part) => typeof part === 'number' && patientIds.has(part))),
    }),
    categories ? queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }) : undefined,
  ]);
}

/** Refetches everything patients and categories show: after a reconnect, or when the server asks. */
export async function refreshEverything(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PATIENTS_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }),
  ]);
}
