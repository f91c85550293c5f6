import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('Control Audit, bedwetting flavour', () => {
  const vigil = useVigil();

  it('the product admin reads the logins, then a fortnight of calls filtered by user and action', async () => {
    const login = demoLogin(vigil.server, 'Product admin');
    await new LoginPage(vigil.page).logIn(login);
    await new Shell(vigil.page).waitUntilShown();
    await vigil.page.goto('/#/controlpanel/admin');
    const table = vigil.page.getByTestId('audit-table');
    await table.waitFor();
    // Logged In is the default: the product admin's own login is there.
    const actions = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action === 'POST /api/v1/session')).toBe(true);
    expect(await table.locator('tbody tr td:nth-child(1)').allInnerTexts()).toContain(login.username);

    await vigil.page.getByTestId('audit-duration').click();
    await vigil.page.getByRole('option', { name: '2 weeks' }).click();
    await vigil.page.getByTestId('audit-filter-action').fill('GET /api/v1/audittrail');
    await expect
      .poll(
        async () => {
          const shown = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
          return shown.length > 0 && shown.every((action) => action.startsWith('GET /api/v1/audittrail'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await screenshot(vigil.page, 'control-audit');

    await vigil.page.getByTestId('audit-filter-user').fill('nobody-by-this-name');
    await vigil.page.getByText('No errors found').waitFor();
  });
});
