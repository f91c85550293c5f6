import { z } from 'zod/mini';
import { integerColumnMiniSchema } from './integer-column.ts';
import type { AppProfile } from './flavours.ts';
import { ROLES, type Role } from './roles.ts';

// zod/mini: the login page sends the second-factor request (see session.ts).

/** Digits of a TOTP code (RFC 6238 with the authenticator apps' defaults: SHA-1, 30 s, 6 digits). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the code from your authenticator app',
  wrongCode: 'Wrong or already used code',
  challengeExpired: 'The login has expired, please log in again',
  alreadyEnabled: 'The second factor is already on; turn it off first',
  noEnrolment: 'Start the set-up again: no authenticator is waiting for confirmation',
  notEnabled: 'The second factor is not on',
  unknownSession: 'Could not find the session',
  currentSession: 'This is the session you are using; log out instead',
  requiredForRole: 'Your role requires a second factor: it cannot be turned off',
} as const;

const code = z.string().check(z.maxLength(40));

/** POST /session/totp: the code (or a recovery code) that completes a login begun with the password. */
export const totpLoginRequestSchema = z.object({ challenge: z.string().check(z.maxLength(200)), code });
export type TotpLoginRequest = z.infer<typeof totpLoginRequestSchema>;

/** POST /session/totp/enrolment: a user whose role requires a second factor sets it up during the login. */
export const totpSetupRequestSchema = z.object({ challenge: z.string().check(z.maxLength(200)) });

/** A code from the authenticator (six digits) or a recovery code. */
export const totpCodeRequestSchema = z.object({ code });

/** GET /users/my-totp: whether the own second factor is on. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left; 0 when off. */
  recoveryCodesLeft: integerColumnMiniSchema,
  confirmedAt: z.nullable(z.string()),
  /** The user's role requires a second factor: it cannot be turned off. */
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /users/my-totp/enrolment: the new secret, shown this once, as a QR code and as text. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code (a data: URL). */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /users/my-totp/confirmation: the recovery codes, shown this once. */
export const totpRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET /users/my-sessions: one of the user's sessions that is still open. */
export const ownSessionSchema = z.object({
  id: integerColumnMiniSchema,
  createdAt: z.string(),
  lastActivityAt: z.string(),
  ip: z.nullable(z.string()),
  platform: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The session this call is made with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

/** Whether a code typed into a form may be sent: six digits or a recovery code's letters. */
export function normalizeSecondFactorCode(text: string): string {
  return text.replaceAll(/[\s-]/g, '').toUpperCase();
}

/**
 * GET and PUT /totp-policy: the roles whose users must log in with a second factor. A role the
 * product admin has not decided about follows the default: required for product admins on prod.
 */
export const totpPolicySchema = z.object({
  requiredRoles: z.array(z.enum(ROLES)).check(z.maxLength(ROLES.length)),
});
export type TotpPolicy = z.infer<typeof totpPolicySchema>;

/** Whether users of `role` must have a second factor, given the product admin's decisions. */
export function secondFactorRequired(
  role: Role,
  decisions: Partial<Record<Role, boolean>>,
  profile: AppProfile,
): boolean {
  return decisions[role] ?? (role === 'ROLE_MYAPPADMIN' && profile === 'prod');
}
