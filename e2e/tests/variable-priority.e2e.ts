import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('variable pages, generic flavour', () => {
  const vigil = useVigil({ customer: 'generic' });

  it('a list page without variables says so and where to choose them', async () => {
    const page = vigil.page;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
    await new Shell(page).waitForScreen('/patients');
    expect(await page.getByTestId('empty-variable-page').count()).toBe(0);

    await page.getByTestId('variable-page-buttons').getByText('3', { exact: true }).click();
    const note = page.getByTestId('empty-variable-page');
    await note.waitFor();
    expect(await note.innerText()).toContain('Page 3 shows no variables');
    await note.getByRole('link', { name: 'Control variables' }).click();
    await new Shell(page).waitForScreen('/controlpanel/variables');
  });

  it('the product admin puts a variable on predefined page 3 in Control admin, and it stays', async () => {
    const page = vigil.page;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Product admin'));
    await new Shell(page).waitUntilShown();
    await page.goto('/#/controlpanel/admin');
    await page.getByRole('tab', { name: 'Variable priority' }).click();
    await page.getByText('Page', { exact: true }).waitFor();
    await page.getByRole('radiogroup').getByText('3', { exact: true }).click();
    expect(await page.getByText('Variables on page 3').count()).toBe(1);

    await page.getByRole('button', { name: 'Add to the page: Weight' }).click();
    const save = page.getByRole('button', { name: 'Save page 3' });
    await save.click();
    // Saved: nothing left to save on the page.
    await expect.poll(() => save.isDisabled()).toBe(true);
    await screenshot(page, 'variable-priority-generic');

    await page.reload();
    await page.getByRole('tab', { name: 'Variable priority' }).click();
    await page.getByRole('radiogroup').getByText('3', { exact: true }).click();
    await page.getByRole('button', { name: 'Remove from the page: Weight' }).waitFor();
  });
});
