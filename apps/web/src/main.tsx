import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/print.css';
import './i18n/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installClientErrorReporting } from './features/client-errors/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

installClientErrorReporting();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
