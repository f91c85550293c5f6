/** Errors the web app reports from browsers. */
export { registerClientErrorRoutes } from './routes.ts';
