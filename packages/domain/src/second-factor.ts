import { z } from 'zod/mini';
import { integerColumnMiniSchema } from './integer-column.ts';

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
} as const;

const code = z.string().check(z.maxLength(40));

/** POST /session/totp: the code (or a recovery code) that completes a login begun with the password. */
export const totpLoginRequestSchema = z.object({ challenge: z.string().check(z.maxLength(200)), code });
export type TotpLoginRequest = z.infer<typeof totpLoginRequestSchema>;

/** A code from the authenticator (six digits) or a recovery code. */
export const totpCodeRequestSchema = z.object({ code });

/** GET /users/my-totp: whether the own second factor is on. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left; 0 when off. */
  recoveryCodesLeft: integerColumnMiniSchema,
  confirmedAt: z.nullable(z.string()),
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
