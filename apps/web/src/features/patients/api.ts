import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  MAX_PATIENT_PAGE_SIZE,
  patientListRoutes,
  withLimitsInForce,
  type RouteCallQuery,
  type VariableColumn,
} from '@vigil/domain';
import { call } from '../../api/call.ts';
import { readAllPages } from '../../lib/paging.ts';
import { CATEGORIES_QUERY_ROOT, PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';
import { decidedOnly } from './list/clinicDecisions.ts';
import { patientListQuery, type ListParams } from './list/listParams.ts';

export const patientKeys = {
  all: PATIENTS_QUERY_ROOT,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (params: ListParams, window: number) => [...patientKeys.lists(), window, params] as const,
  awaitingApproval: () => [...patientKeys.all, 'awaiting-approval'] as const,
  details: (id: number) => [...patientKeys.all, 'details', id] as const,
  clinicChoices: (id: number) => [...patientKeys.all, 'clinic-choices', id] as const,
};

/** A page of the list, each row's limits in force read from the page's limits. */
const listPage = async (query: RouteCallQuery<typeof patientListRoutes.patientList>, signal?: AbortSignal) =>
  withLimitsInForce(await call(patientListRoutes.patientList, { query, signal }));

/** A page read this long ago is shown without asking again (the page prefetched with the session). */
const LIST_FRESH_MS = 5_000;

const patientListOptions = (params: ListParams, window: number) =>
  queryOptions({
    queryKey: patientKeys.list(params, window),
    staleTime: LIST_FRESH_MS,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => listPage(patientListQuery(params, window), signal),
  });

/** One page of the patients list (GET /patients/status); the previous page stays while the next loads. */
export function usePatientList(params: ListParams, window: number) {
  return useQuery({ ...patientListOptions(params, window), placeholderData: keepPreviousData });
}

/**
 * The whole list as the screen shows it (filter, sort, inactive toggle, variables page), every
 * page of it, for the CSV export: the list call itself, in pages of the largest size it allows.
 */
export async function readWholePatientList(params: ListParams, window: number) {
  let variables: VariableColumn[] = [];
  const patients = await readAllPages(async (page) => {
    const query = { ...patientListQuery({ ...params, page }, window), pageSize: MAX_PATIENT_PAGE_SIZE };
    const list = await listPage(query);
    variables = list.variables;
    return { rows: list.patients, total: list.total };
  });
  return { patients, variables };
}

/**
 * Asks for the page of the list the patients page is about to show, as soon as the session is
 * known: the page then finds it under way instead of asking once the signed-in frame is drawn.
 */
export function prefetchPatientList(queryClient: QueryClient, params: ListParams, window: number): void {
  void queryClient.prefetchQuery(patientListOptions(params, window));
}

/**
 * The patients still waiting for their clinic's approval, for the approval dialog. The list call
 * has no filter for them, so the dialog reads the largest page the server gives, by name.
 */
export function useAwaitingApproval(enabled: boolean) {
  return useQuery({
    queryKey: patientKeys.awaitingApproval(),
    enabled,
    queryFn: async ({ signal }) => {
      const query = { sort: 'NAME', showInactive: true, pageSize: MAX_PATIENT_PAGE_SIZE };
      const list = await listPage(query, signal);
      return list.patients.filter((patient) => patient.approvedClinic === null);
    },
  });
}

/**
 * Refreshes what shows patients after a change: views on screen reload, and list pages not on
 * screen are dropped, so going back to the list never shows a status from before the change.
 */
export function useRefreshPatients(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: patientKeys.lists(), type: 'inactive' });
    // Category members (panels, ALERTS) follow patient facts too.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: patientKeys.all }),
      queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }),
    ]);
  };
}

/** A mutation on patients that refreshes every list and details view once it is done. */
export function usePatientMutation<V, R>(call: (variables: V) => Promise<R>) {
  const refresh = useRefreshPatients();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

/** PUT /patients/{id}/reviewed: marked reviewed now by the user, for the whole care team. */
export function useMarkReviewed() {
  return usePatientMutation(async (id: number) => {
    const answer = await call(patientListRoutes.markReviewed, { params: { id } });
    return answer.reviewed;
  });
}

export function useSetActive() {
  return usePatientMutation(({ id, active }: { id: number; active: boolean }) =>
    call(patientListRoutes.setActive, { params: { id, flag: active ? 'true' : 'false' } }),
  );
}

/** PUT /patients/approve-patients-clinics with the decided patients only (docs/requirements/patients.md#clinic-approval). */
export function useApproveClinics() {
  return usePatientMutation((decisions: ReadonlyMap<number, boolean | null>) =>
    call(patientListRoutes.approveClinics, { body: decidedOnly(decisions) }),
  );
}
