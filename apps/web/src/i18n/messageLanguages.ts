import { MESSAGE_LANGUAGES, RIGHT_TO_LEFT_LANGUAGES, type MessageLanguage } from '@vigil/domain';
import { LANGUAGE_NAMES } from './languageNames.ts';

/** Each message language in its own name: the 12 of the interface, then Persian, Ukrainian, Arabic. */
export const MESSAGE_LANGUAGE_NAMES: Record<MessageLanguage, string> = {
  ...LANGUAGE_NAMES,
  fa: 'فارسی',
  uk: 'Українська',
  ar: 'العربية',
};

export const MESSAGE_LANGUAGE_OPTIONS = MESSAGE_LANGUAGES.map((language) => ({
  value: language,
  label: `${MESSAGE_LANGUAGE_NAMES[language]} (${language})`,
}));

/** Persian and Arabic messages are written and shown right to left (docs/requirements/constants.md#languages). */
export function textDirection(language: string | null): 'rtl' | 'ltr' {
  return language !== null && RIGHT_TO_LEFT_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
