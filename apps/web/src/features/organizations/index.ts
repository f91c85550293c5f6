export { ControlOrganizationPage } from './ControlOrganizationPage.tsx';
export { useOrganizationsAndClinics, type Clinic } from './api.ts';
