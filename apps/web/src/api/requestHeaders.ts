import { i18n } from '../i18n/i18n.ts';
import { detectLanguage } from '../i18n/languageChoice.ts';
import { readAuthToken } from './authToken.ts';
import { staffCallHeaders } from './staffCall.ts';

/** The headers of a staff call now: the interface's language and the stored token. */
export function requestHeaders(withJsonBody: boolean): Headers {
  // Before i18next has started (the session call leaves first), the language it will start in.
  return staffCallHeaders(i18n.resolvedLanguage ?? detectLanguage(), readAuthToken(), withJsonBody);
}
