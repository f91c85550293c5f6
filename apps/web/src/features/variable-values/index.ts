export { VariableHistoryPanels } from './VariableHistoryPanels.tsx';
