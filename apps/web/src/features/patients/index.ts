export { LastPatientPage } from './LastPatientPage.tsx';
export { PatientsPage } from './PatientsPage.tsx';
export { prefetchListPage } from './list/prefetchList.ts';
