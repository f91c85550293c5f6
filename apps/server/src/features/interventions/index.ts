/** Interventions: the catalogue staff choose from and the interventions recorded for patients. */
export { registerInterventionRoutes } from './routes.ts';
