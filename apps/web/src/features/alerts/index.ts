export { AlertsButton } from './AlertsButton.tsx';
export { AcknowledgeDialog, type AcknowledgeTarget } from './AcknowledgeDialog.tsx';
