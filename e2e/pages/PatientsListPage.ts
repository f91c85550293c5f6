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

  /** The headings of the variable columns as shown (in the interface language), left to right. */
  async variableHeadings(): Promise<string[]> {
    return this.table
      .locator('thead th[data-sort-key]')
      .evaluateAll((headers) =>
        headers
          .filter((header) => !['NAME', 'AI_SCORE'].includes(header.getAttribute('data-sort-key') ?? ''))
          .map((header) => (header as HTMLElement).innerText.trim()),
      );
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

  /** The AI score column as shown ('87 %', or '–' without a prediction), top to bottom. */
  async aiScores(): Promise<string[]> {
    return this.table.getByTestId('ai-score').allInnerTexts();
  }

  /** The AI score cells top to bottom: the percent, the day the score is for, and whether it is stale. */
  async aiScoreCells(): Promise<{ percent: number; day: string; stale: boolean }[]> {
    return this.table.getByTestId('ai-score-button').evaluateAll((buttons) =>
      buttons.map((button) => ({
        percent: Number.parseInt(button.textContent ?? '', 10),
        day: button.querySelector('[data-testid="ai-score-day"]')?.textContent?.slice(0, 10) ?? '',
        stale: button.getAttribute('data-stale') === 'true',
      })),
    );
  }

  /** Opens the AI factors behind a patient's score; resolves with the dialog. */
  async openAiFactors(patientId: number): Promise<Locator> {
    await this.page.getByTestId(`patient-row-${patientId}`).getByTestId('ai-score-button').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('ai-factor-table').waitFor();
    return dialog;
  }

  /** The patient ids of the rows shown, in their order. */
  async shownPatientIds(): Promise<number[]> {
    return this.table
      .locator('tbody tr[data-testid^="patient-row-"]')
      .evaluateAll((rows) =>
        rows.map((row) => Number((row.getAttribute('data-testid') ?? '').replace('patient-row-', ''))),
      );
  }

  /** The patient id of the list's first row. */
  async firstPatientId(): Promise<number> {
    const testId = await this.table
      .locator('tbody tr[data-testid^="patient-row-"]')
      .first()
      .getAttribute('data-testid');
    return Number((testId ?? '').replace('patient-row-', ''));
  }

  /**
   * Puts a patient on one of the caller's lists through the row's action menu; resolves with the
   * message the dialog shows when the server refuses, or null when the patient was added.
   */
  async addToList(patientId: number, listName: string): Promise<string | null> {
    await this.page.getByTestId(`row-actions-${patientId}`).click();
    await this.page.getByTestId(`add-to-list-${patientId}`).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('add-to-list-select').click();
    await this.page.getByRole('option', { name: listName, exact: true }).click();
    await dialog.getByTestId('add-to-list-save').click();
    const error = dialog.getByTestId('add-to-list-error');
    await Promise.race([dialog.waitFor({ state: 'detached' }), error.waitFor()]);
    if (!(await error.isVisible())) return null;
    const message = await error.innerText();
    await this.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return message;
  }

  async openPatient(patientId: number): Promise<void> {
    await this.page.getByTestId(`patient-row-${patientId}`).getByRole('link').click();
    await this.page.getByTestId('patient-details').waitFor();
  }
}
