import { describe, expect, it } from 'vitest';
import { VigilApi } from '../harness/api.ts';
import { describeViolations, seriousViolations } from '../harness/axe.ts';
import { DESKTOP, PHONE, screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { SecuritySection, codeOf } from '../pages/SecuritySection.ts';
import { Shell } from '../pages/Shell.ts';

/** Issue 39: the second factor (TOTP) from enrolment to login, and the own sessions, in the browser. */
describe('second factor and own sessions', () => {
  const vigil = useVigil({ customer: 'bedwetting' });

  it('an English nurse turns the second factor on, logs in with a code and a recovery code, and turns it off', async () => {
    const nurse = demoLogin(vigil.server, 'Nurse');
    const login = new LoginPage(vigil.page);
    await login.logIn(nurse);
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    // After the login the app moves on to the patients list; a dialog opened before closes with it.
    await shell.waitForScreen('/patients');

    await shell.openOwnProfile();
    const security = new SecuritySection(vigil.page);
    await security.open('Security');
    await security.secondFactorOff.waitFor();
    expect(await security.sessions.count()).toBe(1);
    expect(await security.sessions.first().textContent()).toContain('This session');

    await security.startEnrolment('Set up an authenticator app');
    expect(await security.qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await screenshot(vigil.page, 'second-factor-enrolment-en');
    const recoveryCodes = await security.confirm('Code', 'Turn on', security.code());
    expect(recoveryCodes).toHaveLength(10);
    await security.finishRecoveryCodes('I have stored the codes');
    expect(await security.secondFactorOn.innerText()).toContain('10 recovery codes left');

    await vigil.page.keyboard.press('Escape');
    await shell.logOut();
    await login.logIn(nurse);
    await login.secondFactorForm.waitFor();
    expect(await vigil.page.evaluate(() => localStorage.getItem('vigil.token'))).toBeNull();
    expect(describeViolations(await seriousViolations(vigil.page))).toBe('');
    await login.enterSecondFactor('Code', '000000');
    expect(await login.errorText()).toBe('Wrong or already used code');
    await login.enterSecondFactor('Code', security.code(1));
    await shell.waitUntilShown();

    await shell.logOut();
    await login.logIn(nurse);
    await login.enterSecondFactor('Code', recoveryCodes[0]!);
    await shell.waitUntilShown();
    await shell.waitForScreen('/patients');

    await shell.openOwnProfile();
    await security.open('Security');
    expect(await security.secondFactorOn.innerText()).toContain('9 recovery codes left');
    await security.disable('Code', 'Turn off', recoveryCodes[1]!);
    await vigil.page.keyboard.press('Escape');
    await shell.logOut();
    await login.logIn(nurse);
    await shell.waitUntilShown();
  });

  it('a German admin sets it up, ends her other session and logs in with a code', async () => {
    await vigil.page.context().addInitScript(() => localStorage.setItem('vigil.language', 'de'));
    const admin = demoLogin(vigil.server, 'Admin');
    // A session elsewhere (another browser) to end from the list; the admin's profile speaks German.
    const elsewhere = await VigilApi.logIn(vigil.server.baseUrl, admin);
    await elsewhere.setProfileLanguage('de');
    const login = new LoginPage(vigil.page);
    await login.logIn(admin);
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    await shell.waitForScreen('/patients');
    expect(await vigil.page.evaluate(() => document.documentElement.lang)).toBe('de');

    await shell.openOwnProfile();
    const security = new SecuritySection(vigil.page);
    await security.open('Sicherheit');
    await security.secondFactorOff.waitFor();
    expect(await security.sessions.count()).toBe(2);
    await screenshot(vigil.page, 'own-sessions-de');
    await security.endOtherSessions('Überall sonst abmelden');
    await vigil.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="own-session"]').length === 1,
    );
    expect(await security.sessions.first().textContent()).toContain('Diese Sitzung');
    await expect(elsewhere.clinicIds()).rejects.toThrow();

    await security.startEnrolment('Authenticator-App einrichten');
    await screenshot(vigil.page, 'second-factor-enrolment-de');
    const recoveryCodes = await security.confirm('Code', 'Einschalten', security.code());
    expect(recoveryCodes).toHaveLength(10);
    await security.finishRecoveryCodes('Ich habe die Codes gespeichert');
    expect(await security.secondFactorOn.innerText()).toContain('10 Wiederherstellungscodes übrig');

    await vigil.page.keyboard.press('Escape');
    await shell.logOut();
    await login.logIn(admin);
    await login.secondFactorForm.waitFor();
    expect(await login.secondFactorForm.innerText()).toContain('Authenticator-App');
    await login.enterSecondFactor('Code', '000000');
    expect(await login.errorText()).toBe('Falscher oder bereits verwendeter Code');
    await screenshot(vigil.page, 'second-factor-login-de');
    await login.enterSecondFactor('Code', security.code(1));
    await shell.waitUntilShown();
  });
});

/** Issue 39: the product admin requires the second factor for a role; a nurse sets it up at login. */
describe('second factor required per role', () => {
  const vigil = useVigil({ customer: 'generic' });

  it('the product admin requires it of users; a German nurse sets it up at the login, on a phone', async () => {
    const nurse = demoLogin(vigil.server, 'Nurse');
    await (await VigilApi.logIn(vigil.server.baseUrl, nurse)).setProfileLanguage('de');
    const login = new LoginPage(vigil.page);
    await login.logIn(demoLogin(vigil.server, 'Product admin'));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    await vigil.page.goto('/#/controlpanel/admin');
    await shell.waitForScreen('/controlpanel/admin');
    await vigil.page.getByRole('tab', { name: 'Second factor' }).click();
    const policy = vigil.page.getByTestId('second-factor-policy');
    await policy.waitFor();
    expect(describeViolations(await seriousViolations(vigil.page))).toBe('');
    await policy.getByRole('checkbox', { name: 'User', exact: true }).check();
    await policy.getByRole('button', { name: 'Save' }).click();
    await vigil.page.getByText('The second-factor rules have been saved').waitFor();
    await screenshot(vigil.page, 'second-factor-policy-en');
    await shell.logOut();

    // The login page speaks the browser's language (German here); the profile's comes after.
    await vigil.page.evaluate(() => localStorage.setItem('vigil.language', 'de'));
    await vigil.page.reload();
    await vigil.page.setViewportSize(PHONE);
    await login.logIn(nurse);
    const setup = vigil.page.getByTestId('second-factor-setup');
    await setup.waitFor();
    expect(await setup.innerText()).toContain('Ihre Rolle verlangt einen zweiten Faktor');
    expect(await vigil.page.evaluate(() => localStorage.getItem('vigil.token'))).toBeNull();
    await setup.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
    const secret = (await setup.getByTestId('second-factor-secret').innerText()).trim();
    expect(describeViolations(await seriousViolations(vigil.page))).toBe('');
    await screenshot(vigil.page, 'second-factor-setup-de-phone');
    await setup.getByRole('textbox', { name: 'Code' }).fill('000000');
    await setup.getByRole('button', { name: 'Einschalten' }).click();
    await setup.getByText('Falscher oder bereits verwendeter Code').waitFor();
    await setup.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret));
    await setup.getByRole('button', { name: 'Einschalten' }).click();
    const codes = vigil.page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('code').count()).toBe(10);
    await vigil.page.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
    await shell.waitUntilShown();
    await shell.waitForScreen('/patients');

    // On a phone the profile is in the menu's drawer; the security tab is checked at desk width.
    await vigil.page.setViewportSize(DESKTOP);
    await shell.openOwnProfile();
    const security = new SecuritySection(vigil.page);
    await security.open('Sicherheit');
    await security.secondFactorOn.waitFor();
    expect(await vigil.page.getByTestId('second-factor-required').innerText()).toBe(
      'Ihre Rolle verlangt einen zweiten Faktor: er kann nicht ausgeschaltet werden',
    );
    expect(await vigil.page.getByTestId('second-factor-disable').count()).toBe(0);
    expect(describeViolations(await seriousViolations(vigil.page))).toBe('');
    await screenshot(vigil.page, 'second-factor-required-de');
  });
});
