import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('alarm types, bedwetting flavour', () => {
  const vigil = useVigil();

  it('the product admin adds a type, names it in Swedish, and cannot delete a type children use', async () => {
    const page = vigil.page;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Product admin'));
    await new Shell(page).waitUntilShown();
    await page.goto('/#/controlpanel/admin');
    await page.getByRole('tab', { name: 'Alarm type' }).click();
    const table = page.getByTestId('alarm-type-table');
    await table.waitFor();

    await page.getByRole('button', { name: 'Create Alarm Category' }).click();
    const save = page.getByTestId('alarm-type-save');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('alarm-type-name').fill('Vibrating pad');
    await save.click();
    await table.getByRole('row', { name: /Vibrating pad\s+English/ }).waitFor();

    await page.getByRole('button', { name: 'Create Alarm Category' }).click();
    await page.getByRole('radio', { name: 'Type in a language' }).check();
    // The name input waits for the type and the language.
    expect(await page.getByTestId('alarm-type-name').count()).toBe(0);
    await page.getByTestId('alarm-type-type').click();
    await page.getByRole('option', { name: 'Vibrating pad' }).click();
    await page.getByTestId('alarm-type-language').click();
    await page.getByRole('option', { name: 'Svenska (sv)' }).click();
    await page.getByTestId('alarm-type-name').fill('Vibrerande dyna');
    await save.click();
    await page.getByTestId('alarm-type-picker').click();
    await page.getByRole('option', { name: 'Svenska (sv)' }).click();
    await table.getByRole('row', { name: /Vibrating pad\s+Vibrerande dyna/ }).waitFor();
    await screenshot(page, 'alarm-types-swedish');

    // The demo children use the demo's types: deleting one is refused, with the reason.
    await page.getByTestId('alarm-type-picker').click();
    await page.getByRole('option', { name: 'Types' }).click();
    const used = table.locator('tbody tr').filter({ hasNotText: 'Vibrating pad' }).first();
    await used.getByRole('button').click();
    await page.getByText('Patients use this alarm type, so it cannot be deleted').waitFor();
  });
});
