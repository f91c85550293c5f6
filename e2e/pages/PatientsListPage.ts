import type { Locator, Page } from 'playwright-core';

/** The patients list (#/patients): sortable columns of status icons, one row a patient. */
export class PatientsListPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/patients');
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.table.waitFor();
  }

  get table(): Locator {
    return this.page.getByTestId('patients-table');
  }

  /** The acronyms of the variable columns, left to right. */
  async variableColumns(): Promise<string[]> {
    return this.table
      .locator('thead th[data-sort-key]')
      .evaluateAll((headers) =>
        headers
          .map((header) => header.getAttribute('data-sort-key') ?? '')
          .filter((key) => key !== 'NAME' && key !== 'AI_SCORE'),
      );
  }

  /** Clicks a column heading and waits until the list is sorted by it. */
  async sortBy(key: string): Promise<void> {
    const before = await this.sortState(key);
    await this.page.getByTestId(`sort-${key}`).click();
    await this.page.waitForFunction(
      ([column, previous]) =>
        document.querySelector(`th[data-sort-key="${column}"]`)?.getAttribute('aria-sort') !== previous,
      [key, before] as const,
    );
    await this.table.and(this.page.locator('[aria-busy="false"]')).waitFor();
  }

  /** ascending, descending or none, as the heading tells screen readers. */
  async sortState(key: string): Promise<string> {
    return (await this.table.locator(`th[data-sort-key="${key}"]`).getAttribute('aria-sort')) ?? 'none';
  }

  /** The statuses of one column, top to bottom (NOT_SET_VALUE where there is no value). */
  async columnStatuses(acronym: string): Promise<string[]> {
    return this.table
      .locator(`tbody [data-variable="${acronym}"]`)
      .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-status') ?? ''));
  }

  statusIcon(patientId: number, acronym: string): Locator {
    return this.page.getByTestId(`patient-row-${patientId}`).locator(`[data-variable="${acronym}"]`);
  }

  async openPatient(patientId: number): Promise<void> {
    await this.page.getByTestId(`patient-row-${patientId}`).getByRole('link').click();
    await this.page.getByTestId('patient-details').waitFor();
  }
}
