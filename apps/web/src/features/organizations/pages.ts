/** Control organization: loaded when its route is first shown, so the signed-in frame does not carry it. */
export { ControlOrganizationPage } from './ControlOrganizationPage.tsx';
