import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';

/**
 * The security tab of the own profile: the second factor (TOTP) and the own sessions. Codes are
 * computed as an authenticator app would, with the library the server uses.
 */
export class SecuritySection {
  private readonly root: Locator;
  private secret: string | null = null;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('dialog');
  }

  async open(tabName: string): Promise<void> {
    await this.root.getByRole('tab', { name: tabName }).click();
    await this.root.getByTestId('second-factor-section').waitFor();
    // The sessions are read separately; this one is always among them.
    await this.sessions.first().waitFor();
  }

  get secondFactorOff(): Locator {
    return this.root.getByTestId('second-factor-off');
  }

  get secondFactorOn(): Locator {
    return this.root.getByTestId('second-factor-on');
  }

  /** Starts the set-up and reads the key shown under the QR code, as a user would type it. */
  async startEnrolment(buttonName: string): Promise<string> {
    await this.root.getByRole('button', { name: buttonName }).click();
    const secret = (await this.root.getByTestId('second-factor-secret').innerText()).trim();
    this.secret = secret;
    return secret;
  }

  get qrCode(): Locator {
    return this.root.getByTestId('second-factor-enrolment').locator('img');
  }

  /** The code the authenticator app shows `stepsAhead` 30-second steps from now. */
  code(stepsAhead = 0): string {
    if (this.secret === null) throw new Error('no enrolment started');
    return codeOf(this.secret, stepsAhead);
  }

  async confirm(codeLabel: string, buttonName: string, code: string): Promise<string[]> {
    const form = this.root.getByTestId('second-factor-enrolment');
    await form.getByRole('textbox', { name: codeLabel }).fill(code);
    await form.getByRole('button', { name: buttonName }).click();
    const list = this.root.getByTestId('recovery-codes');
    await list.waitFor();
    return (await list.locator('code').allInnerTexts()).map((text) => text.trim());
  }

  async finishRecoveryCodes(buttonName: string): Promise<void> {
    await this.root.getByRole('button', { name: buttonName }).click();
    await this.secondFactorOn.waitFor();
  }

  async disable(codeLabel: string, buttonName: string, code: string): Promise<void> {
    const form = this.root.getByTestId('second-factor-disable');
    await form.getByRole('textbox', { name: codeLabel }).fill(code);
    await form.getByRole('button', { name: buttonName }).click();
    await this.secondFactorOff.waitFor();
  }

  get sessions(): Locator {
    return this.root.getByTestId('own-session');
  }

  async endOtherSessions(buttonName: string): Promise<void> {
    await this.root.getByTestId('own-sessions').getByRole('button', { name: buttonName }).click();
  }
}

export function codeOf(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}
