/** Log in, the session, and what a session answers. */
export { registerSessionRoutes } from './routes.ts';
export { authenticatedSession } from './session-response.ts';
