/** Interface languages of the staff application (docs/requirements/constants.md#languages), default first in importance order. */
export const LANGUAGES = ['sv', 'en', 'de', 'no', 'da', 'fr', 'es', 'it', 'fi', 'pl', 'pt', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The patient-message dialog also offers these; fa and ar are written right to left. */
export const EXTRA_MESSAGE_LANGUAGES = ['fa', 'uk', 'ar'] as const;
export const MESSAGE_LANGUAGES = [...LANGUAGES, ...EXTRA_MESSAGE_LANGUAGES] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = ['fa', 'ar'];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
