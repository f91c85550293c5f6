import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vigil/domain';
import { DICTIONARIES } from './dictionaries.ts';
import { detectLanguage, rememberLanguage } from './languageChoice.ts';

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { translation: DICTIONARIES[language] }]),
);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Dictionaries are bundled, so initialising synchronously lets the first paint show real texts.
void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the interface language and keeps the choice for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
