import { detectLanguage } from '../i18n/languageChoice.ts';
import { AUTH_TOKEN_STORAGE_KEY } from '../storage/storageKeys.ts';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS, staffCallHeaders } from './staffCall.ts';

let sent: Promise<Response> | undefined;

/**
 * Sends the session call from the page's first script (boot.ts), before the app's script has
 * arrived: every first screen waits for its answer (the flavour, the user), so it should not
 * leave only once that script has run.
 */
export function sendEarlySessionCall(): void {
  const token = localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  sent = fetch(`${API_BASE_PATH}/session`, {
    headers: staffCallHeaders(detectLanguage(), token, false),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // A failure is read, and reported, by the app's own session call (client.ts), which takes it.
  sent.catch(() => undefined);
}

/** The early session call, once: the first session call of the app answers from it. */
export function takeEarlySessionCall(): Promise<Response> | undefined {
  const call = sent;
  sent = undefined;
  return call;
}
