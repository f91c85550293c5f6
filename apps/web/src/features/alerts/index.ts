export { AlertsButton } from './AlertsButton.tsx';
