import { i18n } from '../i18n/i18n.ts';
import { detectLanguage } from '../i18n/languageChoice.ts';
import { readAuthToken } from './authToken.ts';
import { deviceTypeOf } from './deviceType.ts';

/** The headers DESIGN §4 asks for on every staff call. */
export function requestHeaders(withJsonBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Client-Platform': 'web',
    'X-App-Version': __BUILD_NUMBER__,
    'X-Device-Type': deviceTypeOf(navigator.userAgent),
    // Before i18next has started (the session call leaves first), the language it will start in.
    'Accept-Language': i18n.resolvedLanguage ?? detectLanguage(),
  });
  const token = readAuthToken();
  if (token !== null) headers.set('X-Auth-Token', token);
  if (withJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}
