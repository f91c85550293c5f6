export { ControlVariablesPage } from './ControlVariablesPage.tsx';
export { VariablePageButtons } from './VariablePageButtons.tsx';
export { useVariablesPage } from './variablesPage.ts';
