/**
 * Characters refused in names, position, phones, fax and username (docs/requirements/validation.md#forbidden-characters). The apostrophe
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
  tooDeep: 'The JSON body is nested too deeply (at most 32 levels)',
} as const;

/** True when a value holds U+0000 anywhere in its text, keys included: no PostgreSQL text can. */
export function containsNulCharacter(value: unknown): boolean {
  // Iterative: a value nested thousands deep must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays or objects deeper than `limit`, read in one pass over the text
 * before it is parsed (brackets inside strings do not count).
 */
export function jsonNestedDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \\ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return false;
}
