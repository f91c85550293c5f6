import {
  PATIENT_PAGE_SIZE,
  type patientListRoutes,
  type ReviewFilter,
  type RouteCallQuery,
} from '@vigil/domain';

export type SortDirection = 'asc' | 'desc';

/** A column of the patients list the server sorts by: AI_SCORE, NAME, REVIEW or a variable acronym. */
export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** What the patients list shows; kept in the address so Back from a patient returns to it. */
export interface ListParams {
  sort: ListSort;
  /** 0-based, as the server counts pages. */
  page: number;
  filter: string;
  showInactive: boolean;
  /** 'new-data': only the patients not reviewed since new data came. */
  review: ReviewFilter;
}

// The server's own check of a sort key (patientListQuerySchema): a stale address falls back.
const SORT_KEY = /^[A-Z][A-Z0-9_]*$/;

/** The direction a column sorts in when first clicked: highest AI score first, else ascending. */
export function defaultDirection(key: string): SortDirection {
  return key === 'AI_SCORE' ? 'desc' : 'asc';
}

export const DEFAULT_SORT: ListSort = { key: 'AI_SCORE', direction: defaultDirection('AI_SCORE') };

/** docs/requirements/screens-and-routes.md#patients-list: clicking the sorted column again flips its direction; another column starts fresh. */
export function nextSort(current: ListSort, key: string): ListSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: defaultDirection(key) };
}

/**
 * The list's state from the address. The inactive toggle falls back to the user's own default
 * (`showInactiveByDefault` = not onlyActivePatients; docs/decisions/patients-list.md#deactivated-patients).
 */
export function readListParams(search: URLSearchParams, showInactiveByDefault = false): ListParams {
  const rawKey = search.get('sort') ?? '';
  const key = SORT_KEY.test(rawKey) ? rawKey : DEFAULT_SORT.key;
  const rawDirection = search.get('direction');
  const direction = rawDirection === 'asc' || rawDirection === 'desc' ? rawDirection : defaultDirection(key);
  const page = Number(search.get('page') ?? '1');
  return {
    sort: { key, direction },
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    filter: search.get('filter') ?? '',
    showInactive: toggle(search.get('inactive'), showInactiveByDefault),
    review: search.get('review') === 'new-data' ? 'new-data' : 'all',
  };
}

function toggle(value: string | null, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** The address form of the list's state; what equals the default is left out. Pages count from 1. */
export function writeListParams(params: ListParams, showInactiveByDefault = false): URLSearchParams {
  const search = new URLSearchParams();
  const { sort } = params;
  if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction) {
    search.set('sort', sort.key);
    if (sort.direction !== defaultDirection(sort.key)) search.set('direction', sort.direction);
  }
  if (params.page > 0) search.set('page', String(params.page + 1));
  if (params.filter !== '') search.set('filter', params.filter);
  if (params.showInactive !== showInactiveByDefault) search.set('inactive', String(params.showInactive));
  if (params.review !== 'all') search.set('review', params.review);
  return search;
}

/** The query of GET /patients/status for this state and variables page (window). */
export function patientListQuery(
  params: ListParams,
  window: number,
): RouteCallQuery<typeof patientListRoutes.patientList> {
  return {
    window,
    sort: params.sort.key,
    direction: params.sort.direction,
    filter: params.filter,
    showInactive: params.showInactive,
    page: params.page,
    pageSize: PATIENT_PAGE_SIZE,
    review: params.review,
  };
}
