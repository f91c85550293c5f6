import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * The server sends names it translates (categories, variables, interventions) in the interface's
 * language (Accept-Language): when the language changes, everything is fetched again. Returns the
 * function that stops listening.
 */
export function refetchOnLanguageChange(
  queryClient: QueryClient,
  i18n: Pick<I18n, 'on' | 'off'>,
): () => void {
  const refetch = () => void queryClient.invalidateQueries();
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
