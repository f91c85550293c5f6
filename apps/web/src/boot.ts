/**
 * The page's first script, a few KB that arrive before the app's own. It sends the session call,
 * asks for the dictionary of the visitor's language and, for a visitor with a session, the
 * signed-in frame's and the patients list's code: all of it arrives while the first screen's
 * script is still arriving and being run, instead of after it. The app reads the same answer and
 * asks for the same files again (the browser fetches each once). All it imports comes into its
 * own chunk (vite.config.ts, group "boot"), which the build holds to a few KB (bootChunk.ts).
 */
import { sendEarlySessionCall } from './api/earlySessionCall.ts';
import { preloadSignedInCode } from './app/signedInCode.ts';
import { DICTIONARY_LOADERS } from './i18n/dictionaryLoaders.ts';
import { detectLanguage } from './i18n/languageChoice.ts';
import { AUTH_TOKEN_STORAGE_KEY } from './storage/storageKeys.ts';

sendEarlySessionCall();
if (localStorage.getItem(AUTH_TOKEN_STORAGE_KEY) !== null) preloadSignedInCode();
void DICTIONARY_LOADERS[detectLanguage()]();
