import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vigil/domain';
import type { Dictionary } from './dictionaries.ts';
import { DICTIONARY_LOADERS } from './dictionaryLoaders.ts';
import { detectLanguage, rememberLanguage } from './languageChoice.ts';
import en from './locales/en.json';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

async function loadDictionary(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: dictionary } = await DICTIONARY_LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', dictionary);
}

/**
 * Starts i18next with the visitor's language already loaded, so the first paint shows real texts.
 * Only English (the fallback) is in the main bundle; each other language is its own small file.
 */
export async function startI18n(): Promise<void> {
  const language = detectLanguage();
  const resources: Partial<Record<Language, { translation: Dictionary }>> = {
    [DEFAULT_LANGUAGE]: { translation: en },
  };
  if (language !== DEFAULT_LANGUAGE) {
    resources[language] = { translation: (await DICTIONARY_LOADERS[language]()).default };
  }
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await loadDictionary(language);
  await i18n.changeLanguage(language);
}

export { i18n };
