// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from './i18n.ts';

/** The countdown of the inactivity dialog reads each number in its language's own form. */
const countdown = (count: number) => i18n.t('inactivity.countdown', { count });

describe('plural forms', () => {
  afterAll(() => chooseLanguage('en'));

  it('one second, two seconds in English and German', async () => {
    await chooseLanguage('en');
    expect(countdown(1)).toBe('You will be logged out in 1 second because of inactivity.');
    expect(countdown(2)).toBe('You will be logged out in 2 seconds because of inactivity.');
    await chooseLanguage('de');
    expect(countdown(1)).toBe('Sie werden in 1 Sekunde wegen Inaktivität abgemeldet.');
    expect(countdown(30)).toBe('Sie werden in 30 Sekunden wegen Inaktivität abgemeldet.');
  });

  it('Polish has its few and many forms', async () => {
    await chooseLanguage('pl');
    expect(countdown(1)).toMatch(/ 1 sekundę /);
    expect(countdown(3)).toMatch(/ 3 sekundy /);
    expect(countdown(5)).toMatch(/ 5 sekund /);
    expect(countdown(22)).toMatch(/ 22 sekundy /);
  });
});
