import {
  FORBIDDEN_CHARACTERS,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  USER_MESSAGES,
  type PasswordProblem,
} from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from './translationKey.ts';

/** The spec's messages, which domain rules and the server give in English, by dictionary key. */
export const PASSWORD_MESSAGE_KEYS = {
  empty: 'password.empty',
  tooShort: 'password.tooShort',
  noDigit: 'password.noDigit',
  noLowercase: 'password.noLowercase',
  noUppercase: 'password.noUppercase',
  tooCommon: 'password.tooCommon',
  mismatch: 'password.mismatch',
  mismatchRetry: 'password.mismatchRetry',
} as const satisfies Record<PasswordProblem, TranslationKey>;

const USER_MESSAGE_KEYS = {
  missingFields: 'userForm.errors.missingFields',
  phoneOrMobile: 'userForm.errors.phoneOrMobile',
  emailFormat: 'userForm.errors.emailFormat',
  anotherUser: 'userForm.errors.anotherUser',
  clinic: 'userForm.errors.clinic',
  forbiddenCharacter: 'userForm.errors.forbiddenCharacter',
} as const satisfies Record<keyof typeof USER_MESSAGES, TranslationKey>;

const LOGIN_MESSAGE_KEYS = {
  required: 'login.requiredFields',
  wrongCredentials: 'login.wrongCredentials',
  throttled: 'login.throttled',
  disabled: 'login.wrongCredentials',
  updateRequired: 'updatePassword.requiredFields',
  emailRequired: 'forgotPassword.emailRequired',
  resetSent: 'forgotPassword.sent',
  resetInvalid: 'forgotPassword.resetInvalid',
  loggedOutInactive: 'loggedOut.inactive',
} as const satisfies Record<keyof typeof LOGIN_MESSAGES, TranslationKey>;

function byMessage<K extends string>(
  messages: Record<K, string>,
  keys: Record<K, TranslationKey>,
): [string, TranslationKey][] {
  return (Object.keys(keys) as K[]).map((name) => [messages[name], keys[name]]);
}

const KEY_OF_MESSAGE = new Map<string, TranslationKey>([
  ...byMessage(PASSWORD_MESSAGES, PASSWORD_MESSAGE_KEYS),
  ...byMessage(USER_MESSAGES, USER_MESSAGE_KEYS),
  ...byMessage(LOGIN_MESSAGES, LOGIN_MESSAGE_KEYS),
]);

/**
 * A message of the spec in the reader's language; a message we do not know (a server text
 * outside the catalogue) is shown as it came.
 */
export function translateMessage(message: string, t: TFunction): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key === undefined) return message;
  return t(key, { characters: FORBIDDEN_CHARACTERS.join(' ') });
}
