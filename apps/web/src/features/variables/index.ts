export { PredefinedVariablePages } from './PredefinedVariablePages.tsx';
export { VariablePageButtons } from './VariablePageButtons.tsx';
export { readVariablesPage, useVariablesPage } from './variablesPage.ts';
