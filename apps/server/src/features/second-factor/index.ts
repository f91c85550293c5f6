/** The second factor (TOTP, RFC 6238): enrolment in the own profile, the codes a login asks for, the admin's reset. */
export { registerSecondFactorRoutes } from './routes.ts';
export { confirmEnrolment, hasSecondFactor, startEnrolment, useSecondFactorCode } from './authenticator.ts';
export { isSecondFactorRequired } from './policy.ts';
export { secretBox } from './secret-box.ts';
