import type { QueryClient } from '@tanstack/react-query';
import type { Customer } from '@vigil/domain';
import { readVariablesPage } from '../../variables/index.ts';
import { prefetchPatientList } from '../api.ts';
import { readListParams } from './listParams.ts';
import { listWindow } from './useListParams.ts';

/**
 * Asks for the page of the list that the address (`search`, as useListParams reads it), the
 * user's inactive toggle default and the flavour will show, before the patients page is drawn.
 */
export function prefetchListPage(
  queryClient: QueryClient,
  customer: Customer,
  search: string,
  showInactiveByDefault: boolean,
): void {
  prefetchPatientList(
    queryClient,
    readListParams(new URLSearchParams(search), showInactiveByDefault),
    listWindow(customer, readVariablesPage()),
  );
}
