import type { Locator, Page } from 'playwright-core';

/** The dialog that opens while patients wait for their clinic's approval. */
export class ClinicApprovalDialog {
  private readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Approve or disapprove the clinic' });
  }

  async waitUntilShown(): Promise<void> {
    await this.dialog.getByTestId('approval-table').waitFor();
  }

  /** The names of the waiting patients, as listed. */
  async patientNames(): Promise<string[]> {
    return this.dialog
      .getByTestId('approval-table')
      .locator('tbody tr td:first-child p:first-child')
      .allInnerTexts();
  }

  async decide(name: string, decision: 'Approve' | 'Disapprove' | 'Later'): Promise<void> {
    await this.dialog.locator('tr', { hasText: name }).getByText(decision, { exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^Submit/ }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** Waits for the dialog (it opens once the list has loaded), then closes it. */
  async close(): Promise<void> {
    await this.waitUntilShown();
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'detached' });
  }
}
