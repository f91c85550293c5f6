import type { Locator, Page } from 'playwright-core';

/** The printable patient summary (#/patient/{id}/summary): sections, the last 30 days drawn. */
export class PatientSummaryPage {
  constructor(private readonly page: Page) {}

  get sheet(): Locator {
    return this.page.getByTestId('patient-summary');
  }

  /** Opens a patient's summary and waits until its statuses and every diagram are drawn. */
  async open(patientId: number): Promise<void> {
    await this.page.goto(`/#/patient/${patientId}/summary`);
    await this.sheet.getByTestId('summary-statuses').locator('tbody tr').first().waitFor();
    await this.waitUntilDrawn();
  }

  /** Waits until each diagram of the last 30 days holds its drawing (they load their charting code first). */
  async waitUntilDrawn(): Promise<void> {
    const diagrams = this.sheet.getByTestId('summary-diagrams');
    await diagrams.locator('figure').first().waitFor();
    await this.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="summary-diagrams"] figure')).every((figure) =>
        figure.querySelector('[data-testid="line-diagram"] svg text'),
      ),
    );
  }

  /** The variables drawn, in their order (acronyms). */
  async diagramAcronyms(): Promise<string[]> {
    return this.sheet
      .locator('[data-testid^="summary-diagram-"]')
      .evaluateAll((figures) =>
        figures.map((figure) => (figure.getAttribute('data-testid') ?? '').replace('summary-diagram-', '')),
      );
  }

  diagram(acronym: string): Locator {
    return this.sheet.getByTestId(`summary-diagram-${acronym}`);
  }

  /** How many dashed lines (alert limits) a variable's diagram draws. */
  async dashedLines(acronym: string): Promise<number> {
    return this.diagram(acronym).locator('svg path[stroke-dasharray]').count();
  }

  /** The nights strip (bedwetting): each night's day and the state it shows, oldest first. */
  async nights(): Promise<{ night: string; state: string }[]> {
    return this.sheet.locator('[data-testid^="summary-night-"]').evaluateAll((cells) =>
      cells.map((cell) => ({
        night: (cell.getAttribute('data-testid') ?? '').replace('summary-night-', ''),
        state: cell.getAttribute('data-state') ?? '',
      })),
    );
  }

  /** The count of one kind of night under the strip. */
  async nightCount(state: string): Promise<number> {
    const text = await this.sheet.getByTestId(`summary-count-${state}`).innerText();
    return Number(/(\d+)\s*$/.exec(text)?.[1]);
  }

  /**
   * Each diagram's box and its drawing's (the chart's own box, which clips what lies outside it),
   * as laid out now (under print media: on the page).
   */
  async diagramBoxes(): Promise<{ figure: Box; drawing: Box }[]> {
    return this.sheet.locator('[data-testid^="summary-diagram-"]').evaluateAll((figures) =>
      figures.map((figure) => {
        const box = (element: Element | null) => {
          const { x, y, width, height } = element?.getBoundingClientRect() ?? new DOMRect();
          return { x, y, width, height };
        };
        return { figure: box(figure), drawing: box(figure.querySelector('[data-testid="line-diagram"]')) };
      }),
    );
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
