import type { Locator, Page } from 'playwright-core';

/** #/updatePassword, where a first login must replace the given password. */
export class UpdatePasswordPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL(/#\/updatePassword$/);
    await this.field('oldPassword').waitFor();
  }

  field(name: 'username' | 'oldPassword' | 'newPassword' | 'repeatPassword'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  async fillPasswords(oldPassword: string, newPassword: string, repeat: string): Promise<void> {
    await this.field('oldPassword').fill(oldPassword);
    await this.field('newPassword').fill(newPassword);
    await this.field('repeatPassword').fill(repeat);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Update password' }).click();
  }

  async errorText(): Promise<string> {
    const error = this.page.getByTestId('update-password-error');
    await error.waitFor();
    return (await error.innerText()).trim();
  }
}
