import type { Language } from '@vigil/domain';

/** Each language is offered in its own name, so a reader finds theirs whatever is showing now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  sv: 'Svenska',
  en: 'English',
  de: 'Deutsch',
  no: 'Norsk',
  da: 'Dansk',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  fi: 'Suomi',
  pl: 'Polski',
  pt: 'Português',
  nl: 'Nederlands',
};
