import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '@vigil/domain';
import { newContext, PHONE, screenshot } from '../harness/browser.ts';
import { VigilApi } from '../harness/api.ts';
import { useVigil } from '../harness/vigil.ts';
import { demoLogin } from '../harness/server.ts';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';

const BRAND_NAMES = { bedwetting: 'Vigil Dry Nights', generic: 'Vigil' } as const;

describe.each(CUSTOMERS)('login page, %s flavour', (customer) => {
  const vigil = useVigil({ customer });

  it('shows the brand, the fields, the published app downloads and the test banner', async () => {
    const login = new LoginPage(vigil.page);
    await login.open();

    expect(await login.logo.getAttribute('aria-label')).toBe(BRAND_NAMES[customer]);
    expect(await login.usernameLabel()).toBe('Username');
    expect(await login.passwordLabel()).toBe('Password');
    expect(await login.forgotPasswordLink.innerText()).toBe('Forgot password?');
    // The harness publishes only the APK, and only on the bedwetting server: no link to a missing file.
    await vigil.page.waitForLoadState('networkidle');
    expect(await login.downloadLink('apk').count()).toBe(customer === 'bedwetting' ? 1 : 0);
    expect(await login.downloadLink('aab').count()).toBe(0);
    expect(await vigil.page.getByText('Patient app for Android').count()).toBe(
      customer === 'bedwetting' ? 1 : 0,
    );
    expect(await login.testEnvironmentBanner.innerText()).toBe('Test environment — all data is made up');
    expect(await vigil.page.evaluate(() => document.documentElement.lang)).toBe('en');

    await screenshot(vigil.page, `login-${customer}`);
  });

  it('a clinician who leaves the fields empty is told both are required', async () => {
    const login = new LoginPage(vigil.page);
    await login.open();

    await login.submit();
    expect(await login.errorText()).toBe('Username and password are required fields!');

    await login.fill('nurse.anna', '');
    await login.submit();
    expect(await login.errorText()).toBe('Username and password are required fields!');
  });

  it('choosing Svenska in the language menu translates the page and is remembered', async () => {
    const login = new LoginPage(vigil.page);
    await login.open();

    await login.chooseLanguage('Svenska');
    await expect.poll(() => login.usernameLabel()).toBe('Användarnamn');
    expect(await login.passwordLabel()).toBe('Lösenord');
    expect(await vigil.page.evaluate(() => document.documentElement.lang)).toBe('sv');

    await vigil.page.reload();
    await login.usernameField.waitFor();
    expect(await login.usernameLabel()).toBe('Användarnamn');
    await login.submit();
    expect(await login.errorText()).toBe('Användarnamn och lösenord är obligatoriska fält!');
  });

  it('signed in, the profile language wins over the login page choice until a menu pick', async () => {
    const nurse = demoLogin(vigil.server, 'Nurse');
    const api = await VigilApi.logIn(vigil.server.baseUrl, nurse);
    await api.setProfileLanguage('sv');
    try {
      const login = new LoginPage(vigil.page);
      await login.open();
      await login.chooseLanguage('Deutsch');
      await expect.poll(() => login.usernameLabel()).toBe('Benutzername');
      await login.fill(nurse.username, nurse.password);
      await login.submit();
      const lang = () => vigil.page.evaluate(() => document.documentElement.lang);
      await expect.poll(lang).toBe('sv');

      // A pick from the menu holds, over a reload too, until the profile's language changes.
      await login.chooseLanguage('English');
      await expect.poll(lang).toBe('en');
      await vigil.page.reload();
      await vigil.page.getByTestId('language-menu').waitFor();
      expect(await lang()).toBe('en');
    } finally {
      await api.setProfileLanguage('en');
    }
  });

  it('fits a phone screen', async () => {
    const phone = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
    try {
      const page = await phone.newPage();
      const login = new LoginPage(page);
      await login.open();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `login-${customer}-phone`);
    } finally {
      await phone.close();
    }
  });

  it('forgot password asks for the e-mail and confirms the request without telling if it exists', async () => {
    const login = new LoginPage(vigil.page);
    await login.open();
    await login.forgotPasswordLink.click();

    const forgot = new ForgotPasswordPage(vigil.page);
    await forgot.submit();
    expect(await forgot.errorText()).toBe('Email can not be empty!');
    await forgot.fillEmail('nobody@clinic.example');
    await forgot.submit();
    expect(await forgot.confirmationText()).toBe('Your request has been sent successfully!');
  });

  it('a wrong password is refused without saying which field was wrong', async () => {
    const login = new LoginPage(vigil.page);
    await login.open();
    await login.fill(demoLogin(vigil.server, 'Nurse').username, 'NotThePassword1');
    await login.submit();
    expect(await login.errorText()).toBe('Wrong username or password');
  });
});
