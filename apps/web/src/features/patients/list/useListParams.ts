import { useCallback, useMemo } from 'react';
import { flavourOf, type Customer } from '@vigil/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { useFlavour } from '../../../platform/useFlavour.ts';
import { useVariablesPage } from '../../variables/index.ts';
import { readListParams, writeListParams, type ListParams } from './listParams.ts';

/** The list's sort, page, filter and inactive toggle, read from and written to the address. */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const showInactiveByDefault = useShowInactiveByDefault();
  const params = useMemo(
    () => readListParams(search, showInactiveByDefault),
    [search, showInactiveByDefault],
  );
  const update = useCallback(
    (change: Partial<ListParams>) =>
      setSearch(writeListParams({ ...params, ...change }, showInactiveByDefault), { replace: true }),
    [params, setSearch, showInactiveByDefault],
  );
  return [params, update];
}

/** The inactive toggle's default: on, unless the user's profile asks for active patients only. */
export function useShowInactiveByDefault(): boolean {
  const { data } = useSession();
  return data?.user ? !data.user.onlyActivePatients : false;
}

/**
 * The variables page (window) whose columns the list shows: a flavour with the list tools chooses
 * one with the page buttons 1–5 of the top bar; one without them shows page 1.
 */
export function useListWindow(): number {
  const flavour = useFlavour();
  const [page] = useVariablesPage();
  return listWindow(flavour?.customer, page);
}

/** The window of useListWindow, from the flavour and the chosen variables page. */
export function listWindow(customer: Customer | undefined, page: number): number {
  return customer !== undefined && flavourOf(customer).listTools ? page : 1;
}
