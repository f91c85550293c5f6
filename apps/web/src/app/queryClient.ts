import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError.ts';
import { showFailure } from '../platform/failureToast.ts';

const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorsShownInline?: boolean };
    mutationMeta: { errorsShownInline?: boolean };
  }
}

/** Retrying makes sense when the server did not answer or failed; a refusal will not change. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** A failed call shows a toast unless its screen shows the error itself (form fields, alerts). */
function onFailure(error: Error, meta: { errorsShownInline?: boolean } | undefined): void {
  if (meta?.errorsShownInline) return;
  showFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
