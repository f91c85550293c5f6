/** Organizations, clinics and countries. */
export { registerOrganizationRoutes } from './routes.ts';
