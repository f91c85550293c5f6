import { z } from 'zod/mini';
import type { RouteGroup } from './contract/route.ts';
import { APP_PROFILES, CUSTOMERS } from './flavours.ts';
import { LANGUAGES } from './languages.ts';
import { PATIENT_CONNECTIONS, POSITIONS, ROLES } from './roles.ts';
import { integerColumnMiniSchema } from './integer-column.ts';
import { totpEnrolmentSchema, totpLoginRequestSchema, totpSetupRequestSchema } from './second-factor.ts';

// zod/mini, not classic zod: the login page parses the session answer and sends these requests, and
// zod/mini's functions leave out of its bundle what they do not use (classic zod cannot be split).

/** The colour sets a user may choose (docs/requirements/administration.md#themes "Themes"); both keep WCAG AA contrast. */
export const THEMES = ['default', 'red'] as const;
export type Theme = (typeof THEMES)[number];

/** PUT /users/my-theme: the user's own colour set. */
export const ownThemeSchema = z.object({ theme: z.enum(THEMES) });

/** The top bar's theme menu: declared here, a module the signed-in frame already loads. */
export const themeRoutes = {
  chooseOwnTheme: {
    method: 'PUT',
    path: '/users/my-theme',
    access: 'USER_RIGHTS',
    tags: ['users'],
    summary: 'Choose one’s own colour set (default or red)',
    body: ownThemeSchema,
    answer: ownThemeSchema,
  },
} as const satisfies RouteGroup;

/** The logged-in user as the session call returns it. */
export const sessionUserSchema = z.object({
  iduser: integerColumnMiniSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  position: z.enum(POSITIONS),
  userRole: z.enum(ROLES),
  patientConnection: z.enum(PATIENT_CONNECTIONS),
  onlyActivePatients: z.boolean(),
  language: z.enum(LANGUAGES),
  lastPatientViewId: z.nullable(integerColumnMiniSchema),
  theme: z.enum(THEMES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The spec's session response, plus what the web app needs before login (flavour, profile, build). */
export const sessionResponseSchema = z.object({
  user: z.nullable(sessionUserSchema),
  customerName: z.enum(CUSTOMERS),
  isAuthenticated: z.boolean(),
  token: z.nullable(z.string()),
  firstTimeLogin: z.boolean(),
  updatePasswordUsername: z.nullable(z.string()),
  profile: z.enum(APP_PROFILES),
  buildNumber: z.string(),
  /** When the session ends unless there is activity (ISO time); null when not logged in. */
  idleExpiresAt: z.nullable(z.string()),
  /**
   * The password was right and the user has a second factor: no token yet; POST /session/totp with
   * this challenge and the code.
   */
  secondFactor: z.optional(z.object({ challenge: z.string(), expiresAt: z.string() })),
  /**
   * The password was right, the user's role requires a second factor and the user has none: no
   * token yet; set it up with this challenge (POST /session/totp/enrolment, then …/confirmation).
   */
  secondFactorSetup: z.optional(z.object({ challenge: z.string(), expiresAt: z.string() })),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /session/totp/enrolment/confirmation: the recovery codes, shown this once, and the session. */
export const totpSetupResultSchema = z.object({
  recoveryCodes: z.array(z.string()),
  session: sessionResponseSchema,
});
export type TotpSetupResult = z.infer<typeof totpSetupResultSchema>;

export const LOGIN_MESSAGES = {
  required: 'Username and password are required fields!',
  /** Never says which of the two was wrong. */
  wrongCredentials: 'Wrong username or password',
  /** A template: the server sends loginThrottledMessage, with the wait, under this entry's id. */
  throttled: 'Too many failed attempts, please try again in {{seconds}} seconds',
  disabled: 'Wrong username or password',
  updateRequired: 'All fields are required fields!',
  emailRequired: 'Email can not be empty!',
  resetSent: 'Your request has been sent successfully!',
  resetThrottled: 'Too many password-reset requests from this address, please try again later',
  resetInvalid: 'The password reset link is invalid or has expired, please request a new one',
  loggedOutInactive: 'You have been logged out due to inactivity',
} as const;

/**
 * The login throttle's answer, with how long to wait (the body's `retryAfter`, in seconds): "1
 * second", "5 seconds". The web reads it in the user's language from the id and the wait.
 */
export const loginThrottledMessage = (seconds: number) =>
  LOGIN_MESSAGES.throttled.replace('{{seconds}} seconds', seconds === 1 ? '1 second' : `${seconds} seconds`);

/** Text of at most `length` characters. */
const maxText = (length: number) => z.string().check(z.maxLength(length));

export const loginRequestSchema = z.object({ username: maxText(200), password: maxText(200) });
export const updatePasswordRequestSchema = z.object({
  username: maxText(200),
  oldPassword: maxText(200),
  password: maxText(200),
});
export const forgotPasswordRequestSchema = z.object({ username: maxText(320) });
export const resetPasswordRequestSchema = z.object({
  token: maxText(200),
  password: maxText(200),
  timeZone: z.optional(maxText(100)),
});
/** Answer of PUT /session/userActivityRefresh: the new idle deadline the web app counts down to. */
export const activityRefreshResponseSchema = z.object({ idleExpiresAt: z.string() });

const tags = ['session'];

/**
 * Logging in and out and the password pages. Declared here, in zod/mini, beside the schemas the
 * login page already loads: a module of their own would count in its budget.
 */
export const sessionRoutes = {
  session: {
    method: 'GET',
    path: '/session',
    access: 'public',
    tags,
    summary: 'The current session, or what the login page needs',
    answer: sessionResponseSchema,
  },
  logIn: {
    method: 'POST',
    path: '/session',
    access: 'public',
    tags,
    summary: 'Log in',
    body: loginRequestSchema,
    answer: sessionResponseSchema,
  },
  completeSecondFactor: {
    method: 'POST',
    path: '/session/totp',
    access: 'public',
    tags,
    summary: 'Complete a login with the second factor (TOTP code or recovery code)',
    description:
      'After POST /session answered `secondFactor` (no token): its challenge and a code of the ' +
      'authenticator app, or one of the recovery codes, open the session. A code is taken once; ' +
      'wrong codes count as failed logins.',
    body: totpLoginRequestSchema,
    answer: sessionResponseSchema,
  },
  startSecondFactorSetup: {
    method: 'POST',
    path: '/session/totp/enrolment',
    access: 'public',
    tags,
    summary: 'Set up the second factor during a login, when the role requires it (TOTP secret)',
    description:
      'After POST /session answered `secondFactorSetup` (no token): its challenge gets a new ' +
      'authenticator secret, as a QR code and as text.',
    body: totpSetupRequestSchema,
    answer: totpEnrolmentSchema,
  },
  confirmSecondFactorSetup: {
    method: 'POST',
    path: '/session/totp/enrolment/confirmation',
    access: 'public',
    tags,
    summary: 'Turn the required second factor on with a first code; opens the session',
    description: 'Answers the ten recovery codes, shown this once, beside the new session.',
    body: totpLoginRequestSchema,
    answer: totpSetupResultSchema,
  },
  logOut: {
    method: 'DELETE',
    path: '/session',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Log out',
    status: 204,
    answer: z.null(),
  },
  refreshActivity: {
    method: 'PUT',
    path: '/session/userActivityRefresh',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Keep the session alive after user activity',
    answer: activityRefreshResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/session/forgotPassword',
    access: 'public',
    tags,
    summary: 'Mail a password-reset link',
    body: forgotPasswordRequestSchema,
    answer: z.object({ message: z.string() }),
  },
  resetPassword: {
    method: 'POST',
    path: '/session/resetPassword',
    access: 'public',
    tags,
    summary: 'Set a new password with a reset link',
    body: resetPasswordRequestSchema,
    status: 204,
    answer: z.null(),
  },
  updatePassword: {
    method: 'POST',
    path: '/session/updatePassword',
    access: 'public',
    tags,
    summary: 'Change the password with the old one (first login)',
    body: updatePasswordRequestSchema,
    answer: sessionResponseSchema,
  },
} as const satisfies RouteGroup;

/** Client error report (docs/requirements/api.md#client-error-report), at most one per 5 s from a browser. */
export const clientErrorReportSchema = z.object({
  message: z.optional(maxText(2000)),
  url: z.optional(maxText(2000)),
  lineNumber: z.optional(integerColumnMiniSchema),
  columnNumber: z.optional(integerColumnMiniSchema),
  error: z.optional(maxText(10000)),
  userAgent: z.optional(maxText(1000)),
  hasMessage: z.optional(z.boolean()),
});

/** The web app's report of an uncaught error: its module (platform/client-errors) loads with the login page. */
export const clientErrorRoutes = {
  report: {
    method: 'POST',
    path: '/logClientError',
    // Public: a script can fail on the login page, before anyone is logged in.
    access: 'public',
    tags: ['client errors'],
    summary: 'Report an error from the web app',
    body: clientErrorReportSchema,
    status: 204,
    answer: z.null(),
  },
} as const satisfies RouteGroup;
