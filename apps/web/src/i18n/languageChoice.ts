import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vigil/domain';

export const LANGUAGE_STORAGE_KEY = 'vigil.language';

// Browsers report Norwegian as Bokmål or Nynorsk; the product has one Norwegian dictionary.
const LANGUAGE_ALIASES: Record<string, Language> = { nb: 'no', nn: 'no' };

/** The stored choice wins, then the first browser language we offer, then English (docs/requirements/constants.md#languages). */
export function resolveLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored !== null && isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const language = LANGUAGE_ALIASES[primary] ?? primary;
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function detectLanguage(): Language {
  return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The user and profile language last applied in this browser; not in the generic store, so a
 * logout removes it and the next sign-in applies the profile's language again.
 */
export const PROFILE_LANGUAGE_STORAGE_KEY = 'vigil.profileLanguage';

/**
 * After sign-in the profile's language wins over the browser's and the login page's choice; a
 * pick from the language menu then holds (reloads included) until the profile's language changes
 * or another user signs in. Returns the language to switch to, or null to keep the current one.
 */
export function profileLanguageToApply(
  applied: string | null,
  iduser: number,
  profileLanguage: Language,
): Language | null {
  return applied === `${iduser}:${profileLanguage}` ? null : profileLanguage;
}
