/** Nights: the month calendar of nightly entries and the technical alarm errors of a patient. */
export { registerNightRoutes } from './routes.ts';
