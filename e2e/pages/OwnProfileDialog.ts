import type { Locator, Page } from 'playwright-core';

/** The edit-own-profile dialog the user icon of the top bar opens. */
export class OwnProfileDialog {
  private readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog');
  }

  async waitUntilLoaded(): Promise<void> {
    await this.root.getByTestId('own-profile-form').waitFor();
  }

  /** An input by its label as shown (without the required asterisk). */
  field(label: string): Locator {
    return this.root.getByRole('textbox', { name: label, exact: true });
  }

  async valueOf(label: string): Promise<string> {
    return this.field(label).inputValue();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  get roleField(): Locator {
    return this.root.getByRole('textbox', { name: 'Role' });
  }

  /** The message shown under an input, once it shows. */
  async errorUnder(label: string): Promise<string> {
    const describedBy = await this.field(label).getAttribute('aria-describedby');
    const error = this.root.locator(
      `[id="${describedBy?.split(' ').find((id) => id.endsWith('-error')) ?? ''}"]`,
    );
    await error.waitFor();
    return (await error.innerText()).trim();
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: 'Save' }).click();
  }

  async waitUntilClosed(): Promise<void> {
    await this.root.waitFor({ state: 'detached' });
  }
}
