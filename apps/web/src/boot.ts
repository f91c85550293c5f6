/**
 * The page's first script, a few hundred bytes that arrive before the app's own. For a visitor
 * with a session it asks for the signed-in frame's and the patients list's code at once, and for
 * everyone the dictionary of their language: they download while the first screen's script is
 * still arriving and being run, instead of after it. The app asks for them again later and gets
 * the same files. Its imports are held to this chunk in vite.config.ts (group "boot"): anything
 * they pull in from the first screen would make this script wait for that one.
 */
import { preloadSignedInCode } from './app/signedInCode.ts';
import { DICTIONARY_LOADERS } from './i18n/dictionaryLoaders.ts';
import { detectLanguage } from './i18n/languageChoice.ts';
import { AUTH_TOKEN_STORAGE_KEY } from './storage/storageKeys.ts';

if (localStorage.getItem(AUTH_TOKEN_STORAGE_KEY) !== null) preloadSignedInCode();
void DICTIONARY_LOADERS[detectLanguage()]();
