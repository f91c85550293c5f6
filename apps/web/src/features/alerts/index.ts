export { AcknowledgedNote, AlertsButton } from './AlertsButton.tsx';
export type { AcknowledgeTarget } from './AcknowledgeDialog.tsx';
export { LazyAcknowledgeDialog } from './LazyAcknowledgeDialog.tsx';
