/** General and own limits of the variables. */
export { registerLimitRoutes } from './routes.ts';
