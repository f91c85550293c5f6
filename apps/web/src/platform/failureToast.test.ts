// @vitest-environment jsdom
import { loginThrottledMessage } from '@vigil/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { chooseLanguage } from '../i18n/i18n.ts';
import { failureText } from './failureToast.ts';

/** The login throttle's answer as the server sends it: a 429 with the wait and the message's id. */
const throttled = (seconds: number) =>
  new ApiError({
    status: 429,
    path: '/session/login',
    serverMessage: loginThrottledMessage(seconds),
    messageId: 'login.throttled',
    retryAfter: seconds,
    code: 'TOO_MANY_REQUESTS',
    hadToken: false,
  });

describe('the login throttle on the screen', () => {
  afterAll(() => chooseLanguage('en'));

  it('reads one second and many seconds in English as the server says them', async () => {
    await chooseLanguage('en');
    expect(failureText(throttled(1))).toBe('Too many failed attempts, please try again in 1 second');
    expect(failureText(throttled(1))).toBe(loginThrottledMessage(1));
    expect(failureText(throttled(20))).toBe(loginThrottledMessage(20));
  });

  it('reads one second and many seconds in German', async () => {
    await chooseLanguage('de');
    expect(failureText(throttled(1))).toBe(
      'Zu viele fehlgeschlagene Versuche, bitte versuchen Sie es in 1 Sekunde erneut',
    );
    expect(failureText(throttled(20))).toBe(
      'Zu viele fehlgeschlagene Versuche, bitte versuchen Sie es in 20 Sekunden erneut',
    );
  });

  it('takes the Polish form each number needs', async () => {
    await chooseLanguage('pl');
    expect(failureText(throttled(1))).toMatch(/ 1 sekundę$/);
    expect(failureText(throttled(3))).toMatch(/ 3 sekundy$/);
    expect(failureText(throttled(5))).toMatch(/ 5 sekund$/);
  });
});
