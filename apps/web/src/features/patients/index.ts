export { LastPatientPage } from './LastPatientPage.tsx';
export { PatientDetailsPage } from './details/PatientDetailsPage.tsx';
export { aiPercent } from './list/PatientRow.tsx';
export { PatientsPage } from './PatientsPage.tsx';
