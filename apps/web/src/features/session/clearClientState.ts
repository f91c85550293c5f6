import type { QueryClient } from '@tanstack/react-query';
import { clearStoredClientState } from '../../storage/clientState.ts';

/** docs/requirements/session.md#logout-clears-client-state: a logout leaves nothing of the person behind but the generic store. */
export function clearClientState(queryClient: QueryClient): void {
  clearStoredClientState();
  queryClient.clear();
}
