/** Control variables: loaded when its route is first shown, so the signed-in frame does not carry it. */
export { ControlVariablesPage } from './ControlVariablesPage.tsx';
