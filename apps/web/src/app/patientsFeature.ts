/** The patients feature's code: the page most sessions open first, so it is fetched early too. */
export const loadPatientsFeature = () => import('../features/patients/index.ts');

/** A patient's details (tabs, dialogs, diagrams): fetched when the first patient is opened. */
export const loadPatientDetails = () => import('../features/patients/pages.ts');
