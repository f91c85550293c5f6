import { messageIdOf } from '@vigil/domain';

/**
 * The catalogue id a problem is known by, whatever language its text is in: the id the server's
 * answer names it with (`messageId`), else the id of its text — a check run in the browser gives
 * the domain's English text, and so does an answer without an id. A text outside the catalogues
 * stands for itself, so it matches no id.
 */
export function problemId(message: string, messageId?: string): string {
  return messageId ?? messageIdOf(message) ?? message;
}

/**
 * The id the server sends with a catalogue text: of a text two catalogues share, the first one's
 * (`message-ids.ts`), so a field's rule names its messages by their text and still matches by id.
 */
export function idOfText(text: string): string {
  return messageIdOf(text) ?? text;
}
