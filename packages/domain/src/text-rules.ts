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
