/** The patients in hospital now (generic flavour). */
export { registerInHospitalRoutes } from './routes.ts';
