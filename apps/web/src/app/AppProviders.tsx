import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { createQueryClient } from './queryClient.ts';
import { refetchOnLanguageChange } from './refetchOnLanguageChange.ts';
import { useSession } from '../api/session.ts';
import { cssVariablesResolver, THEME_OVERRIDES } from './theme.ts';
import { Toasts } from './Toasts.tsx';

interface AppProvidersProps {
  children: ReactNode;
  /** The app's client, made before the first render (main.tsx); tests get a new one. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => refetchOnLanguageChange(queryClient, i18n), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantine>
          <Toasts />
          {children}
        </ThemedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Mantine in the logged-in user's colour set; the default before login. */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data } = useSession();
  return (
    <MantineProvider
      theme={THEME_OVERRIDES[data?.user?.theme ?? 'default']}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
