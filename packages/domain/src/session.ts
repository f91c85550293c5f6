import { z } from 'zod';
import { APP_PROFILES, CUSTOMERS } from './flavours.ts';
import { LANGUAGES } from './languages.ts';
import { PATIENT_CONNECTIONS, POSITIONS, ROLES } from './roles.ts';
import { integerColumnSchema } from './ids.ts';

/** The colour sets a user may choose (spec admin §3 "Themes"); both keep WCAG AA contrast. */
export const THEMES = ['default', 'red'] as const;
export type Theme = (typeof THEMES)[number];

/** PUT /users/my-theme: the user's own colour set. */
export const ownThemeSchema = z.object({ theme: z.enum(THEMES) });

/** The logged-in user as the session call returns it. */
export const sessionUserSchema = z.object({
  iduser: integerColumnSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  position: z.enum(POSITIONS),
  userRole: z.enum(ROLES),
  patientConnection: z.enum(PATIENT_CONNECTIONS),
  onlyActivePatients: z.boolean(),
  language: z.enum(LANGUAGES),
  lastPatientViewId: integerColumnSchema.nullable(),
  theme: z.enum(THEMES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The spec's session response, plus what the web app needs before login (flavour, profile, build). */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  customerName: z.enum(CUSTOMERS),
  isAuthenticated: z.boolean(),
  token: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  updatePasswordUsername: z.string().nullable(),
  profile: z.enum(APP_PROFILES),
  buildNumber: z.string(),
  /** When the session ends unless there is activity (ISO time); null when not logged in. */
  idleExpiresAt: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const LOGIN_MESSAGES = {
  required: 'Username and password are required fields!',
  /** Never says which of the two was wrong. */
  wrongCredentials: 'Wrong username or password',
  throttled: 'Too many failed attempts, please wait a few minutes and try again',
  disabled: 'Wrong username or password',
  updateRequired: 'All fields are required fields!',
  emailRequired: 'Email can not be empty!',
  resetSent: 'Your request has been sent successfully!',
  resetInvalid: 'The password reset link is invalid or has expired, please request a new one',
  loggedOutInactive: 'You have been logged out due to inactivity',
} as const;

export const loginRequestSchema = z.object({ username: z.string().max(200), password: z.string().max(200) });
export const updatePasswordRequestSchema = z.object({
  username: z.string().max(200),
  oldPassword: z.string().max(200),
  password: z.string().max(200),
});
export const forgotPasswordRequestSchema = z.object({ username: z.string().max(320) });
export const resetPasswordRequestSchema = z.object({
  token: z.string().max(200),
  password: z.string().max(200),
  timeZone: z.string().max(100).optional(),
});
/** Answer of PUT /session/userActivityRefresh: the new idle deadline the web app counts down to. */
export const activityRefreshResponseSchema = z.object({ idleExpiresAt: z.string() });

/** Client error report (spec core §7), at most one per 5 s from a browser. */
export const clientErrorReportSchema = z.object({
  message: z.string().max(2000).optional(),
  url: z.string().max(2000).optional(),
  lineNumber: integerColumnSchema.optional(),
  columnNumber: integerColumnSchema.optional(),
  error: z.string().max(10000).optional(),
  userAgent: z.string().max(1000).optional(),
  hasMessage: z.boolean().optional(),
});
