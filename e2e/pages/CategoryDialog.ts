import type { Locator, Page } from 'playwright-core';

/** The create/edit dialog of a rule-based category, opened from Control categories. */
export class CategoryDialog {
  constructor(private readonly page: Page) {}

  /** Opens Control categories (#/controlpanel/categories) and its New category dialog. */
  static async openFromControlCategories(page: Page): Promise<CategoryDialog> {
    await page.goto('/#/controlpanel/categories');
    await page.getByTestId('categories-admin-table').waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = new CategoryDialog(page);
    await dialog.form.waitFor();
    return dialog;
  }

  get form(): Locator {
    return this.page.getByTestId('category-form');
  }

  async name(name: string): Promise<void> {
    await this.form.getByLabel('Category name').fill(name);
  }

  /** Add condition → the kind; the new condition is the last one. */
  async addCondition(kind: 'Variable condition' | 'Diagnosis condition'): Promise<Locator> {
    await this.form.getByRole('button', { name: 'Add condition' }).click();
    await this.page.getByRole('menuitem', { name: kind }).click();
    return this.form.locator('[data-testid^="condition-"]').last();
  }

  /** A variable condition: the latest value of `variable` compared with a threshold. */
  async variableCondition(variableName: string, relation: string, threshold: number): Promise<void> {
    const condition = await this.addCondition('Variable condition');
    await choose(this.page, condition.getByLabel('Variable', { exact: true }), variableName);
    await choose(this.page, condition.getByLabel('Relation', { exact: true }), relation);
    await condition.getByLabel('Threshold', { exact: true }).fill(String(threshold));
  }

  /** A diagnosis condition: types part of the code (the search starts at 4 characters) and picks it. */
  async diagnosisCondition(search: string, code: string): Promise<void> {
    const condition = await this.addCondition('Diagnosis condition');
    const input = condition.getByTestId('icd-search');
    await input.fill(search);
    await this.page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} `) }).click();
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save' }).click();
    await this.form.waitFor({ state: 'detached' });
  }
}

async function choose(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
