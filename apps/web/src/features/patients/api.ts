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
  patientListResponseSchema,
  reviewedAnswerSchema,
  withLimitsInForce,
  type Outcome,
  type VariableColumn,
} from '@vigil/domain';
import { z } from 'zod/mini';
import { api, ignoreAnswer } from '../../api/client.ts';
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

const parseList = (data: unknown) => withLimitsInForce(patientListResponseSchema.parse(data));
const parseDone = (data: unknown) => z.object({ message: z.string() }).parse(data);

/** A page read this long ago is shown without asking again (the page prefetched with the session). */
const LIST_FRESH_MS = 5_000;

const patientListOptions = (params: ListParams, window: number) =>
  queryOptions({
    queryKey: patientKeys.list(params, window),
    staleTime: LIST_FRESH_MS,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) =>
      api.get('/patients/status', { parse: parseList, query: patientListQuery(params, window), signal }),
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
    const query = patientListQuery({ ...params, page }, window);
    query.set('pageSize', String(MAX_PATIENT_PAGE_SIZE));
    const list = await api.get('/patients/status', { parse: parseList, query });
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
      const query = new URLSearchParams({
        sort: 'NAME',
        showInactive: 'true',
        pageSize: String(MAX_PATIENT_PAGE_SIZE),
      });
      const list = await api.get('/patients/status', { parse: parseList, query, signal });
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
function usePatientMutation<V, R>(call: (variables: V) => Promise<R>) {
  const refresh = useRefreshPatients();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

/** PUT /patients/{id}/reviewed: marked reviewed now by the user, for the whole care team. */
export function useMarkReviewed() {
  return usePatientMutation((id: number) =>
    api.put(`/patients/${id}/reviewed`, { parse: (data) => reviewedAnswerSchema.parse(data).reviewed }),
  );
}

export function useSetActive() {
  return usePatientMutation(({ id, active }: { id: number; active: boolean }) =>
    api.put(`/patients/${id}/activate/${active}`, { parse: parseDone }),
  );
}

export function useChangeClinic() {
  return usePatientMutation(({ id, clinicId }: { id: number; clinicId: number }) =>
    api.put(`/patients/${id}/clinics/${clinicId}`, { parse: parseDone }),
  );
}

export function useEnableService() {
  return usePatientMutation(({ id, days }: { id: number; days: number }) =>
    api.put(`/patients/${id}/enable-service/number-of-days/${days}`, {
      parse: (data) => z.object({ serviceExpiryDate: z.string() }).parse(data),
    }),
  );
}

export function useRecordOutcome() {
  return usePatientMutation(({ id, outcome }: { id: number; outcome: Outcome }) =>
    api.post(`/patients/${id}/create-outcome-variable/value/${outcome}`, { parse: parseDone }),
  );
}

export function useFixTechnicalErrors() {
  return usePatientMutation((id: number) =>
    api.post(`/patients/${id}/all-technical-errors-fixed`, {
      parse: (data) => z.object({ fixed: z.number() }).parse(data),
    }),
  );
}

/** PUT check-early-treatment: whether predicting again would replace a prediction. */
export function checkEarlyTreatment(id: number): Promise<boolean> {
  return api.put(`/patients/${id}/check-early-treatment`, {
    parse: (data) => z.object({ predictionExists: z.boolean() }).parse(data).predictionExists,
  });
}

/** PUT predict-treatment: the patient's predictions are replaced by one made now. */
export function usePredictTreatment() {
  return usePatientMutation((id: number) =>
    api.put(`/patients/${id}/predict-treatment`, {
      parse: (data) => z.object({ predictionExists: z.boolean() }).parse(data),
    }),
  );
}

export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/patients/${id}`, { parse: parseDone }),
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
    mutationFn: (id: number) => api.delete(`/session/smartwatch/patient/${id}`, { parse: ignoreAnswer }),
  });
}

/** PUT /patients/approve-patients-clinics with the decided patients only (docs/requirements/patients.md#clinic-approval). */
export function useApproveClinics() {
  return usePatientMutation((decisions: ReadonlyMap<number, boolean | null>) =>
    api.put('/patients/approve-patients-clinics', {
      parse: (data) => z.object({ updated: z.number() }).parse(data),
      body: decidedOnly(decisions),
    }),
  );
}
