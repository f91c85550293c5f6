/** The patients feature's code: the page most sessions open first, so it is fetched early too. */
export const loadPatientsFeature = () => import('../features/patients/index.ts');
