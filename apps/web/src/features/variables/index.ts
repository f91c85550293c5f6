export { ControlVariablesPage } from './ControlVariablesPage.tsx';
export { VariablePageButtons } from './VariablePageButtons.tsx';
