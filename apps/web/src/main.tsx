import './app/mantineStyles.css';
import './app/print.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchSession } from './api/session.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/queryClient.ts';
import { installClientErrorReporting } from './platform/client-errors/index.ts';
import { startI18n } from './i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

installClientErrorReporting();
// What the first screen waits for left from boot.ts before this script arrived (the session call,
// the dictionary, with a token the signed-in code); its answers are read here, before the first render.
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
