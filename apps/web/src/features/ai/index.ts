export { AiFactorsDialog, type AiFactorsTarget } from './AiFactorsDialog.tsx';
export { AiScoreButton } from './AiScoreButton.tsx';
export { PatientAiPanel } from './PatientAiPanel.tsx';
