// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Language } from '@vigil/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/i18n.ts';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';

/** What the section says of a second factor that is on with `left` recovery codes left. */
async function recoveryCodesText(language: Language, left: number) {
  await chooseLanguage(language);
  const view = renderWithProviders(<SecondFactorSection />, {
    user: staffUser('ROLE_USER'),
    api: {
      'GET /users/my-totp': {
        body: { enabled: true, recoveryCodesLeft: left, confirmedAt: null, required: false },
      },
    },
  });
  const text = (await screen.findByTestId('second-factor-on')).textContent;
  view.unmount();
  return text;
}

describe('the recovery codes left, in each language’s plural forms', () => {
  afterAll(() => chooseLanguage('en'));

  it('one code, five codes in English and German', async () => {
    expect(await recoveryCodesText('en', 1)).toMatch(/\. 1 recovery code left\.$/);
    expect(await recoveryCodesText('en', 5)).toMatch(/\. 5 recovery codes left\.$/);
    expect(await recoveryCodesText('de', 1)).toMatch(/\. 1 Wiederherstellungscode übrig\.$/);
    expect(await recoveryCodesText('de', 5)).toMatch(/\. 5 Wiederherstellungscodes übrig\.$/);
  });

  it('Polish: one, few (2) and many (5)', async () => {
    expect(await recoveryCodesText('pl', 1)).toMatch(/Pozostał 1 kod odzyskiwania\.$/);
    expect(await recoveryCodesText('pl', 2)).toMatch(/Pozostały 2 kody odzyskiwania\.$/);
    expect(await recoveryCodesText('pl', 5)).toMatch(/Pozostało 5 kodów odzyskiwania\.$/);
  });
});
