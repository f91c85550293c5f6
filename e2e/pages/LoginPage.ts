import type { Locator, Page } from 'playwright-core';
import type { DemoLogin } from '../harness/server.ts';

/** The login screen at #/, as a clinician meets it before signing in. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/');
    await this.usernameField.waitFor();
  }

  get usernameField(): Locator {
    return this.page.locator('input[name="username"]');
  }

  get passwordField(): Locator {
    return this.page.locator('input[name="password"]');
  }

  get logo(): Locator {
    return this.page.getByTestId('flavour-logo');
  }

  get testEnvironmentBanner(): Locator {
    return this.page.getByTestId('test-environment-banner');
  }

  get forgotPasswordLink(): Locator {
    return this.page.locator('a[href="#/forgotPassword"]');
  }

  downloadLink(file: 'apk' | 'aab'): Locator {
    return this.page.locator(`a[href="/downloads/vigil-patient.${file}"]`);
  }

  async fill(username: string, password: string): Promise<void> {
    await this.usernameField.fill(username);
    await this.passwordField.fill(password);
  }

  /** Presses Enter in the password field, the way most people send a login form. */
  async submit(): Promise<void> {
    await this.passwordField.press('Enter');
  }

  /** Opens the login page and logs in with the given credentials. */
  async logIn({ username, password }: Pick<DemoLogin, 'username' | 'password'>): Promise<void> {
    await this.open();
    await this.fill(username, password);
    await this.submit();
  }

  /** The login's second step, shown after a right password when the user has a second factor. */
  get secondFactorForm(): Locator {
    return this.page.getByTestId('second-factor-form');
  }

  async enterSecondFactor(codeLabel: string, code: string): Promise<void> {
    await this.secondFactorForm.getByRole('textbox', { name: codeLabel }).fill(code);
    await this.secondFactorForm.getByRole('textbox', { name: codeLabel }).press('Enter');
  }

  async errorText(): Promise<string> {
    const error = this.page.getByTestId('login-error');
    await error.waitFor();
    return (await error.innerText()).trim();
  }

  async usernameLabel(): Promise<string> {
    return labelOf(this.usernameField);
  }

  async passwordLabel(): Promise<string> {
    return labelOf(this.passwordField);
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByTestId('language-menu').click();
    await this.page.getByRole('menuitem', { name: nativeName }).click();
  }
}

function labelOf(field: Locator): Promise<string> {
  return field.evaluate((input) =>
    input instanceof HTMLInputElement ? (input.labels?.[0]?.innerText ?? '') : '',
  );
}
