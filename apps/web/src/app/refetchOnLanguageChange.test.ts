import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { refetchOnLanguageChange } from './refetchOnLanguageChange.ts';

describe('a change of interface language', () => {
  it('marks every query for fetching again, until the listener stops', async () => {
    const queryClient = new QueryClient();
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const key = ['categories', 'alerts'];
    await queryClient.prefetchQuery({ queryKey: key, queryFn: () => 'Women' });
    const stop = refetchOnLanguageChange(queryClient, i18n);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    await i18n.changeLanguage('sv');
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);

    stop();
    await queryClient.prefetchQuery({ queryKey: key, queryFn: () => 'Kvinnor' });
    await i18n.changeLanguage('de');
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
