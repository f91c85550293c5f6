import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/print.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchSession } from './api/session.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/queryClient.ts';
import { installClientErrorReporting } from './features/client-errors/index.ts';
import { startI18n } from './i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

installClientErrorReporting();
// What the first screen waits for is asked for before the first render, not after it: the session
// here, and (from boot.ts, before this script has arrived) the signed-in code and the dictionary.
const queryClient = createQueryClient();
prefetchSession(queryClient);
await startI18n();

const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
