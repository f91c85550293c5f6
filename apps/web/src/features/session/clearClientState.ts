import type { QueryClient } from '@tanstack/react-query';
import { clearStoredClientState } from '../../storage/clientState.ts';

/** Spec core §4: a logout leaves nothing of the person behind but the generic store. */
export function clearClientState(queryClient: QueryClient): void {
  clearStoredClientState();
  queryClient.clear();
}
