export { HistoryDiagrams } from './HistoryDiagrams.tsx';
export { VariableHistoryPanels } from './VariableHistoryPanels.tsx';
export { usePatientHistory } from './api.ts';
export { historyTime } from './historyTime.ts';
