/**
 * Characters refused in names, position, phones, fax and username (spec core §5). The apostrophe
 * and the hyphen stay allowed: clinicians are called O'Neill and Lund-Hansen.
 */
export const FORBIDDEN_CHARACTERS = [
  '<',
  '>',
  '"',
  '`',
  '{',
  '}',
  '[',
  ']',
  '\\',
  '|',
  '^',
  '~',
  '$',
  '%',
  '=',
  ';',
  '*',
  '#',
] as const;

export const FORBIDDEN_CHARACTER_MESSAGE = `You used a character that is not allowed: ${FORBIDDEN_CHARACTERS.join(' ')}`;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTERS.some((character) => text.includes(character));
}

/** A standard e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const TEXT_MESSAGES = {
  nulCharacter: 'Text cannot contain the NUL character (U+0000)',
} as const;

/** True when a value holds U+0000 anywhere in its text, keys included: no PostgreSQL text can. */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNulCharacter(item));
  return false;
}
