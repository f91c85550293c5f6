/** Password rules of the spec (docs/requirements/validation.md#password), the same on server and web. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  empty: "Error: Please check that you've entered and confirmed your password!",
  tooShort: 'Error: Password must contain at least eight characters!',
  noDigit: 'Error: Password must contain at least one number (0-9)!',
  noLowercase: 'Error: Password must contain at least one lowercase letter (a-z)!',
  noUppercase: 'Error: Password must contain at least one uppercase letter (A-Z)!',
  tooCommon: 'Error: This password is too common, please choose another one!',
  mismatch: 'The passwords do not match!',
  mismatchRetry: 'Password does not match, try again!',
} as const;
export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/**
 * The first rule a password breaks, or null when it passes. `isCommon` is supplied by the caller
 * (the server checks a large list of common passwords; the web may skip it).
 */
export function passwordProblem(
  password: string,
  repeat?: string,
  isCommon: (password: string) => boolean = () => false,
): PasswordProblem | null {
  if (password.length === 0 || repeat === '') return 'empty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!/[0-9]/.test(password)) return 'noDigit';
  if (!/[a-z]/.test(password)) return 'noLowercase';
  if (!/[A-Z]/.test(password)) return 'noUppercase';
  if (repeat !== undefined && repeat !== password) return 'mismatch';
  if (isCommon(password)) return 'tooCommon';
  return null;
}
