/** What identifies a patient and must not leave the server in free text. */
export interface Identifiers {
  readonly names: readonly (string | null)[];
  readonly socialSecurityNr: string | null;
  readonly email: string | null;
  readonly dateOfBirth: string | null;
}

// Words that, before a number, make it someone's identifier, in the app's languages.
const SHORT_IDENTIFIER = new RegExp(
  `(?<![\\p{L}])((?:${[
    'patients?',
    'patientin',
    'patienten',
    'pat',
    'patiente',
    'paciente',
    'paziente',
    'patiënt',
    'pasient',
    'potilas',
    'pacjent(?:ka)?',
    'child',
    'kind',
    'enfant',
    'niño',
    'nino',
    'niña',
    'bambin[oa]',
    'barn',
    'lapsi',
    'dziecko',
    'criança',
    'id',
    'nr',
    'nummer',
    'number',
    'numéro',
    'número',
    'numero',
    'no',
  ].join('|')})\\.?(?:[\\s-]*(?:nr|no|id)\\.?)?)\\s*[:#.-]?\\s*\\d{1,6}(?![\\p{N}])`,
  'giu',
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Free text with the patient's and parent's names, e-mail address, personal number, date of birth,
 * short identifiers ("patient 45") and any other long digit run taken out; cut to `maxLength`
 * characters.
 */
export function redact(text: string, identifiers: Identifiers, maxLength = 300): string {
  const words = identifiers.names
    .flatMap((name) => (name ?? '').split(/[\s,-]+/))
    .filter((word) => word.length >= 2)
    .sort((a, b) => b.length - a.length);
  let result = text;
  for (const exact of [identifiers.email, identifiers.socialSecurityNr, identifiers.dateOfBirth])
    if (exact) result = result.replace(new RegExp(escapeRegExp(exact), 'giu'), '[…]');
  result = result.replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu, '[…]').replace(/\d[\d\s-]{5,}\d/g, '[…]');
  // A short identifier is a name too: "patient 45", "Pat.-Nr. 45", "child #7", "ID: 1234".
  result = result
    .replace(SHORT_IDENTIFIER, (_whole, label: string) => `${label} […]`)
    .replace(/#\s?\d+/gu, '[…]');
  for (const word of words)
    result = result.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'giu'), '[…]');
  return result.length > maxLength ? `${result.slice(0, maxLength - 1)}…` : result;
}
