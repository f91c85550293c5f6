import type { Locator, Page } from 'playwright-core';

/** A patient's page (#/patient/{id}): header, settings menu and the Other tab's history panels. */
export class PatientDetailsPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByTestId('history-panels').waitFor();
  }

  get name(): Locator {
    return this.page.getByTestId('patient-header').locator('h1');
  }

  /** The status icon at the head of a variable's history panel. */
  statusIcon(acronym: string): Locator {
    return this.page.getByTestId(`history-panel-${acronym}`).getByTestId('status-icon');
  }

  /** The acronyms of the panels with a value, in panel order. */
  async panelsWithValues(): Promise<string[]> {
    return this.page
      .getByTestId('history-panels')
      .locator('[data-testid="status-icon"]:not([data-status="NOT_SET_VALUE"])')
      .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-variable') ?? ''));
  }

  /** The rows of a variable's history table (the panels' table view), newest first. */
  historyRows(acronym: string): Locator {
    return this.page.getByTestId(`history-panel-${acronym}`).getByTestId('history-table').locator('tbody tr');
  }

  /** Switches the history panels from tables to diagrams. */
  async showDiagrams(): Promise<void> {
    await this.page.getByTestId('history-view').getByText('Diagram', { exact: true }).click();
    await this.page.getByTestId('history-panels').getByTestId('line-diagram').first().waitFor();
  }

  /** The labels of the time axis of a variable's diagram, once drawn. */
  async timeAxisLabels(acronym: string): Promise<string[]> {
    const diagram = this.page.getByTestId(`history-panel-${acronym}`).getByTestId('line-diagram');
    await diagram.locator('svg text').first().waitFor();
    // The time axis is drawn below the plot: its labels are the texts of the lowest row.
    return diagram.locator('svg text').evaluateAll((texts) => {
      const placed = texts.map((text) => ({
        text: text.textContent ?? '',
        y: text.getBoundingClientRect().top,
      }));
      const lowest = Math.max(...placed.map((label) => label.y));
      return placed.filter((label) => Math.abs(label.y - lowest) < 2).map((label) => label.text);
    });
  }

  async openLimitDialog(acronym: string): Promise<PatientLimitDialog> {
    await this.page.getByTestId(`edit-limit-${acronym}`).click();
    const dialog = new PatientLimitDialog(this.page);
    await dialog.waitUntilLoaded();
    return dialog;
  }
}

type LimitLevel =
  'alertLow' | 'abnormalLow' | 'lowerLimitNormal' | 'upperLimitNormal' | 'abnormalHigh' | 'alertHigh';

/** The patient-limit dialog: the limit in force, its six levels, a confirm step. */
export class PatientLimitDialog {
  private readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async waitUntilLoaded(): Promise<void> {
    await this.dialog.getByTestId('limit-form').waitFor();
  }

  async inForce(): Promise<string> {
    return (await this.dialog.getByTestId('limit-in-force').innerText()).trim();
  }

  async level(level: LimitLevel): Promise<number> {
    return Number(await this.dialog.getByTestId(`limit-${level}`).inputValue());
  }

  async setLevels(levels: Partial<Record<LimitLevel, number>>): Promise<void> {
    for (const [level, value] of Object.entries(levels)) {
      await this.dialog.getByTestId(`limit-${level}`).fill(String(value));
    }
  }

  /** Asks to save; the dialog then shows either its confirm step or a message. */
  async continue(): Promise<void> {
    await this.dialog.getByTestId('limit-continue').click();
  }

  async error(): Promise<string> {
    const error = this.dialog.getByTestId('limit-error');
    await error.waitFor();
    return (await error.innerText()).trim();
  }

  async confirm(): Promise<void> {
    const confirm = this.dialog.getByTestId('limit-confirm');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  get readOnlyNotice(): Locator {
    return this.dialog.getByTestId('limit-read-only');
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'detached' });
  }
}
