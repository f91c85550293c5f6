import { catalogueTexts } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { keyOfMessageId, messageText } from './messageKeys.ts';
import type { TranslationKey } from './translationKey.ts';

// A text several catalogues share reads the same in every dictionary (a test holds it), so the
// first catalogue's key stands for it, as the first one's id does on the server.
const KEY_OF_MESSAGE = new Map<string, TranslationKey>();
for (const [id, text] of catalogueTexts()) {
  const key = keyOfMessageId(id);
  if (key !== undefined && !KEY_OF_MESSAGE.has(text)) KEY_OF_MESSAGE.set(text, key);
}

/**
 * A message of the spec in the reader's language: by the id a server answer names it with
 * (`messageId`), else by its text. A message we do not know (a server text outside the
 * catalogue) is shown as it came.
 */
export function translateMessage(message: string, t: TFunction, messageId?: string): string {
  const key = messageId === undefined ? KEY_OF_MESSAGE.get(message) : keyOfMessageId(messageId);
  return key === undefined ? message : messageText(key, t);
}
