import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MESSAGES, passwordProblem } from '@vigil/domain';
import { badRequest } from '../errors.ts';
import { isCommonPassword } from './common-passwords.ts';

// argon2id with OWASP's second recommended setting (19 MiB, 2 passes): ~30 ms per hash here.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of the password, with its salt and parameters encoded in the string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Throws the spec's message when a new password breaks a rule, including the common-password list. */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password, undefined, isCommonPassword);
  if (problem) throw badRequest(PASSWORD_MESSAGES[problem]);
}
