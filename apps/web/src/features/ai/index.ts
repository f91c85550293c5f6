export type { AiFactorsTarget } from './AiFactorsDialog.tsx';
export { LazyAiFactorsDialog } from './LazyAiFactorsDialog.tsx';
export { AiScoreButton } from './AiScoreButton.tsx';
export { PatientAiPanel } from './PatientAiPanel.tsx';
export { AiScoreSummary } from './AiScoreSummary.tsx';
