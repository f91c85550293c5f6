import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { keyOfMessageId, messageText } from './messageKeys.ts';
import type { TranslationKey } from './translationKey.ts';

// The password and login messages by their English text (in the domain's catalogue order): the
// checks the sign-in forms run in the browser give these texts, with no id.
const SIGN_IN_CATALOGUES = { password: PASSWORD_MESSAGES, login: LOGIN_MESSAGES };
const KEY_OF_SIGN_IN_TEXT = new Map<string, TranslationKey>();
for (const [catalogue, messages] of Object.entries(SIGN_IN_CATALOGUES)) {
  for (const [name, text] of Object.entries(messages)) {
    const key = keyOfMessageId(`${catalogue}.${name}`);
    if (key !== undefined && !KEY_OF_SIGN_IN_TEXT.has(text)) KEY_OF_SIGN_IN_TEXT.set(text, key);
  }
}

/**
 * A message any screen may show from the first one on — the login form's checks, the answer of any
 * call — in the reader's language: by the id a server answer names it with (the server names every
 * catalogue text), else by its text among the password and login messages; any other is shown as
 * it came. Unlike translateMessage (domainMessages.ts) it does not read every catalogue of the
 * domain, whose modules carry the schemas of every page: the login page loads without them.
 */
export function translateFirstScreenMessage(
  message: string,
  t: TFunction,
  messageId?: string,
  values: { seconds?: number } = {},
): string {
  const key = messageId === undefined ? KEY_OF_SIGN_IN_TEXT.get(message) : keyOfMessageId(messageId);
  return key === undefined ? message : messageText(key, t, values);
}
