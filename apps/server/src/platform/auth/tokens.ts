import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
