import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vigil/domain';
import { DICTIONARY_LOADERS } from './dictionaryLoaders.ts';
import {
  detectLanguage,
  PROFILE_LANGUAGE_STORAGE_KEY,
  profileLanguageToApply,
  rememberLanguage,
} from './languageChoice.ts';

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
 * Each language is its own file, English included, fetched while nothing else waits: the compiler
 * holds every dictionary to English's keys (dictionaries.ts), so none needs English beside it.
 */
export async function startI18n(): Promise<void> {
  const language = detectLanguage();
  const { default: dictionary } = await DICTIONARY_LOADERS[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: dictionary } },
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

/** Switches to the signed-in user's profile language unless it was applied already (languageChoice.ts). */
export async function applyProfileLanguage(iduser: number, language: Language): Promise<void> {
  const toApply = profileLanguageToApply(
    localStorage.getItem(PROFILE_LANGUAGE_STORAGE_KEY),
    iduser,
    language,
  );
  if (toApply === null) return;
  localStorage.setItem(PROFILE_LANGUAGE_STORAGE_KEY, `${iduser}:${language}`);
  // Already the interface language: nothing to switch, and nothing to ask the server again.
  if (i18n.language === toApply) rememberLanguage(toApply);
  else await chooseLanguage(toApply);
}

export { i18n };
