import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/print.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installClientErrorReporting } from './features/client-errors/index.ts';
import { startI18n } from './i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

installClientErrorReporting();
await startI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
