/** Log in, the session, and what a session answers. */
export { registerSessionRoutes } from './routes.ts';
export { authenticatedSession } from './session-response.ts';
export { KNOWN_ADDRESS_FOR } from './throttle.ts';
export { passwordResetMailJob } from './password-reset.ts';
