export { ControlVariablesPage } from './ControlVariablesPage.tsx';
export { PredefinedVariablePages } from './PredefinedVariablePages.tsx';
export { VariablePageButtons } from './VariablePageButtons.tsx';
export { useVariablesPage } from './variablesPage.ts';
