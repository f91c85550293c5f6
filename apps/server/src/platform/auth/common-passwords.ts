import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/** True for the ~49,000 most common passwords (zxcvbn-ts list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
