import type { Page } from 'playwright-core';

/** #/forgotPassword: request a reset link by e-mail. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async fillEmail(email: string): Promise<void> {
    await this.page.locator('input[name="email"]').fill(email);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }

  async errorText(): Promise<string> {
    const error = this.page.getByTestId('forgot-password-error');
    await error.waitFor();
    return (await error.innerText()).trim();
  }

  async confirmationText(): Promise<string> {
    const sent = this.page.getByTestId('forgot-password-sent');
    await sent.waitFor();
    return (await sent.innerText()).trim();
  }
}
