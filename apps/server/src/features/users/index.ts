/** Users: Control users and the own profile. */
export { registerUserRoutes } from './routes.ts';
