import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals a TOTP secret for storage: AES-256-GCM under a key derived from SECOND_FACTOR_KEY, so a
 * copy of the database (a backup, a dump) holds no usable secret. Without the key (local and test
 * installations) the secret is stored as it is, marked so; it is never sent out after enrolment
 * either way. A sealed value reads `v1:<iv>:<tag>:<ciphertext>` (base64url).
 */
export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

const PLAIN = 'plain:';

export function secretBox(key: string | undefined): SecretBox {
  const keyBytes = key === undefined ? undefined : createHash('sha256').update(key).digest();
  return {
    seal(secret) {
      if (!keyBytes) return PLAIN + secret;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(stored) {
      if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
      const [version, iv, tag, sealed] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || sealed === undefined || !keyBytes) {
        throw new Error(
          'A second-factor secret is sealed, but SECOND_FACTOR_KEY is not the key it was sealed with',
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', keyBytes, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
