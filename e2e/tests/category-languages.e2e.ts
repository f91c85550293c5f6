import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('category names per language, bedwetting flavour', () => {
  const vigil = useVigil();

  it('the product admin reads the Swedish names, names a category in German, then deletes the name', async () => {
    const page = vigil.page;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Product admin'));
    await new Shell(page).waitUntilShown();
    await page.goto('/#/controlpanel/admin');
    await page.getByRole('tab', { name: 'Categories' }).click();

    const picker = page.getByTestId('category-language-picker');
    await picker.click();
    await page.getByRole('option', { name: 'Svenska (sv)' }).click();
    const table = page.getByTestId('category-language-table');
    await table.getByRole('row', { name: /Many wet nights\s+Många våta nätter/ }).waitFor();

    await page.getByRole('button', { name: 'Create Language Item' }).click();
    // The name input waits for the item and the language.
    await page.getByTestId('category-language-item').click();
    await page.getByRole('option', { name: 'Wetting rising' }).click();
    await page.getByTestId('category-language-language').click();
    await page.getByRole('option', { name: 'Deutsch (de)' }).click();
    const save = page.getByTestId('category-language-save');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('category-language-name').fill('Nässen nimmt zu');
    await save.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await picker.click();
    await page.getByRole('option', { name: 'Deutsch (de)' }).click();
    await table.getByRole('row', { name: /Wetting rising\s+Nässen nimmt zu/ }).waitFor();
    await screenshot(page, 'category-languages-german');

    await page.getByRole('button', { name: 'Delete Nässen nimmt zu' }).click();
    await expect.poll(() => page.getByText('Nässen nimmt zu').count()).toBe(0);
  });
});
