import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('Control organization, generic flavour', () => {
  const vigil = useVigil({ customer: 'generic' });

  it('the product admin adds an organization, a country and a premium clinic, sees them after a reload and in the audit', async () => {
    const page = vigil.page;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Product admin'));
    await new Shell(page).waitUntilShown();
    await page.goto('/#/controlpanel/organization');
    const dialog = page.getByRole('dialog');

    await page.getByTestId('add-organization').click();
    await page.getByTestId('organization-dialog-save').click();
    expect(await dialog.getByTestId('organization-dialog-error').innerText()).toBe(
      'Missing organization name',
    );
    await page.getByTestId('organization-name').fill('Fjord Health');
    await page.getByTestId('organization-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.getByTestId('add-country').click();
    await page.getByTestId('country-name').fill('Iceland');
    await page.getByTestId('organization-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Clinics' }).click();
    await page.getByTestId('add-clinic').click();
    await page.getByTestId('clinic-name').fill('Reykjavik Heart Clinic');
    await page.getByTestId('organization-dialog-save').click();
    // The spec's order: the organization is asked for first.
    expect(await dialog.getByTestId('organization-dialog-error').innerText()).toBe('Missing organization');
    await page.getByTestId('clinic-organization').click();
    await page.getByRole('option', { name: 'Fjord Health' }).click();
    await page.getByTestId('clinic-country').click();
    await page.getByRole('option', { name: 'Iceland' }).click();
    await page.getByTestId('clinic-premium').check();
    const premiumEnd = await page.getByTestId('clinic-premium-end').inputValue();
    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(premiumEnd).toBe(inAYear.toISOString().slice(0, 10));
    await screenshot(page, 'control-organization-clinic');
    await page.getByTestId('organization-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('tab', { name: 'Clinics' }).click();
    const clinicRow = page.getByRole('row', { name: /Reykjavik Heart Clinic/ });
    await clinicRow.waitFor();
    expect(await clinicRow.innerText()).toMatch(/Fjord Health[\s\S]*Iceland/);

    await page.goto('/#/controlpanel/admin');
    await page.getByTestId('audit-duration').click();
    await page.getByRole('option', { name: '2 weeks' }).click();
    await page.getByTestId('audit-filter-action').fill('POST /api/v1/');
    const table = page.getByTestId('audit-table');
    await expect
      .poll(async () => (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).join('\n'), {
        timeout: 15_000,
      })
      .toMatch(/POST \/api\/v1\/clinics[\s\S]*POST \/api\/v1\/countries[\s\S]*POST \/api\/v1\/organizations/);
  });
});
