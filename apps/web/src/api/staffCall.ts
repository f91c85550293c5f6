import { deviceTypeOf } from './deviceType.ts';

export const API_BASE_PATH = '/api/v1';
/** docs/requirements/constants.md#timings: every call gives up after 100 s. */
export const REQUEST_TIMEOUT_MS = 100_000;

/** The headers docs/requirements/api.md#base-path-and-headers asks for on every staff call, in `language`, with the token if one is stored. */
export function staffCallHeaders(language: string, token: string | null, withJsonBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Client-Platform': 'web',
    'X-App-Version': __BUILD_NUMBER__,
    'X-Device-Type': deviceTypeOf(navigator.userAgent),
    'Accept-Language': language,
  });
  if (token !== null) headers.set('X-Auth-Token', token);
  if (withJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}
