import type { Locator, Page } from 'playwright-core';

/** Control users (#/controlpanel/users): the users table and its create/edit dialog. */
export class ControlUsersPage {
  private readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByTestId('users-table').waitFor();
  }

  row(username: string): Locator {
    return this.page.getByTestId(`user-row-${username}`);
  }

  async filter(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Filter users' }).fill(text);
  }

  async startCreating(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create user' }).click();
    await this.dialog.getByTestId('user-form').waitFor();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  /** Picks an option of a select or multi-select by its label and the option's text. */
  async choose(label: string, option: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fillPassword(label: string, value: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Create user' }).click();
  }

  /** The message under a select or multi-select, once it shows. */
  async errorUnder(label: string): Promise<string> {
    const input = this.dialog.getByRole('combobox', { name: label, exact: true });
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '';
    const error = this.dialog.locator(`[id="${errorId}"]`);
    await error.waitFor();
    return (await error.innerText()).trim();
  }

  async waitUntilDialogClosed(): Promise<void> {
    await this.dialog.waitFor({ state: 'detached' });
  }
}
