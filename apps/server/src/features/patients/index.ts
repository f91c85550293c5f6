/** The patients list, patient details and the status rows other lists (categories) show too. */
export { windowColumns } from './columns.ts';
export { registerPatientRoutes } from './routes.ts';
export { statusRows } from './status-rows.ts';
