export { useOrganizationsAndClinics, type Clinic } from './api.ts';
