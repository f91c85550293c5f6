import type { Locator, Page } from 'playwright-core';

/** The category panels (#/categories): one panel a category, six patients a page, reordered by dragging. */
export class CategoriesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/categories');
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.panels.first().waitFor();
  }

  get panels(): Locator {
    return this.page.getByTestId('category-panels').locator('section[data-testid^="category-panel-"]');
  }

  /** The panel of a rule-based category, found by its name. */
  panel(name: string): Locator {
    return this.panels.filter({ has: this.page.getByTestId('panel-open').getByText(name, { exact: true }) });
  }

  /** The category names of the panels, first to last. */
  async panelNames(): Promise<string[]> {
    return this.panels.locator('[data-testid="panel-open"]').allInnerTexts();
  }

  async patientCount(name: string): Promise<number> {
    return Number(await this.panel(name).getByTestId('panel-count').innerText());
  }

  /** The patient ids of the rows the panel shows now. */
  async patientIds(name: string): Promise<number[]> {
    const ids = await this.panel(name)
      .locator('tbody tr[data-testid^="category-patient-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
    return ids.map((id) => Number(id.replace('category-patient-', '')));
  }

  /**
   * Drags a panel by its handle with the mouse and drops it on another panel's place, then waits
   * until the new order is saved.
   */
  async dragPanel(name: string, ontoName: string): Promise<void> {
    const handle = this.panel(name).getByTestId('panel-handle');
    const target = this.panel(ontoName);
    await handle.scrollIntoViewIfNeeded();
    const from = await centreOf(handle);
    const saved = this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/rulebasedcategoryuserpriorities') &&
        response.request().method() === 'POST',
    );
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    // A few pixels first: the sensor starts a drag only after the pointer has travelled.
    await this.page.mouse.move(from.x, from.y - 10, { steps: 3 });
    const to = await centreOf(target);
    await this.page.mouse.move(to.x, to.y, { steps: 25 });
    await this.page.mouse.up();
    const answer = await saved;
    if (!answer.ok()) throw new Error(`saving the panel order answered ${answer.status()}`);
  }

  /** The patient ids the category's dialog lists (its first page of 50). */
  async allPatientIds(name: string): Promise<number[]> {
    await this.panel(name).getByTestId('panel-open').click();
    const table = this.page.getByRole('dialog').getByTestId('category-dialog-table');
    await table.waitFor();
    const ids = await table
      .locator('tbody tr[data-testid^="category-patient-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
    return ids.map((id) => Number(id.replace('category-patient-', '')));
  }

  /** Opens the page when the caller may have no category panels, only their own lists. */
  async openLists(): Promise<void> {
    await this.page.goto('/#/categories');
    await this.page.getByTestId('user-lists').waitFor();
  }

  /** Makes a list of the caller's with the New list dialog; resolves with the message it shows, if any. */
  async createList(name: string): Promise<string | null> {
    await this.page.getByTestId('new-list').click();
    await this.page.getByTestId('new-list-name').fill(name);
    await this.page.getByTestId('new-list-save').click();
    const dialog = this.page.getByRole('dialog');
    const error = this.page.getByTestId('new-list-error');
    await Promise.race([dialog.waitFor({ state: 'detached' }), error.waitFor()]);
    if (await error.isVisible()) return error.innerText();
    return null;
  }

  /** The panel of one of the caller's own lists, found by its name. */
  userList(name: string): Locator {
    return this.page
      .getByTestId('user-lists')
      .locator('section[data-testid^="user-list-panel-"]')
      .filter({ has: this.page.getByTestId('panel-open').getByText(name, { exact: true }) });
  }

  /** The patient ids of the rows a list's panel shows now. */
  async userListPatientIds(name: string): Promise<number[]> {
    const ids = await this.userList(name)
      .locator('tbody tr[data-testid^="category-patient-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
    return ids.map((id) => Number(id.replace('category-patient-', '')));
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
