import { randomInt } from 'node:crypto';
import { normalizeSecondFactorCode, RECOVERY_CODE_COUNT, TOTP_DIGITS } from '@vigil/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken } from '../../platform/auth/tokens.ts';

/** RFC 6238 as every authenticator app reads it by default: HMAC-SHA-1, 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is taken too (clocks drift, typing takes time). */
const WINDOW = 1;

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: 'Vigil',
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret: 160 random bits (RFC 4226 §4), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code for the authenticator app. */
export async function enrolmentOf(secret: string, username: string) {
  const otpauthUri = totpOf(secret, username).toString();
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(
    await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  ).toString('base64')}`;
  return { secret, otpauthUri, qrCode };
}

/**
 * The time step a code belongs to, within the window around now, or null when it is no code of
 * this secret. The caller takes a step only once (replay rule, decisions: second factor).
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const token = normalizeSecondFactorCode(code);
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Whether a typed code has the shape of a TOTP code (else it is read as a recovery code). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d+$/.test(normalizeSecondFactorCode(code));
}

// Recovery codes: 16 characters of a 32-letter alphabet without look-alikes (80 random bits),
// shown in groups of four. With 80 bits a fast hash is enough (decisions: second factor).
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return [0, 4, 8, 12].map((start) => letters.slice(start, start + 4).join('')).join('-');
  });
}

export function recoveryCodeHash(code: string): string {
  return hashToken(normalizeSecondFactorCode(code));
}
