import i18next, { type TFunction } from 'i18next';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';

const DICTIONARIES = { en, de } as const;

/** The texts of one language, for tests without a DOM (the app's i18n starts only in component tests). */
export async function translator(language: keyof typeof DICTIONARIES): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: DICTIONARIES[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
