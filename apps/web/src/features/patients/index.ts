export { LastPatientPage } from './LastPatientPage.tsx';
export { PatientDetailsPage } from './PatientDetailsPage.tsx';
export { PatientsPage } from './PatientsPage.tsx';
