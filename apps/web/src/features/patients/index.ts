export { LastPatientPage } from './LastPatientPage.tsx';
export { PatientDetailsPage } from './details/PatientDetailsPage.tsx';
export { PatientsPage } from './PatientsPage.tsx';
export { prefetchListPage } from './list/prefetchList.ts';
