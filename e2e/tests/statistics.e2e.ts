import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('statistics admin, generic flavour', () => {
  const vigil = useVigil({ customer: 'generic' });

  async function openStatistics() {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Product admin'));
    await new Shell(vigil.page).waitUntilShown();
    await vigil.page.goto('/#/controlpanel/statistics');
    await vigil.page.getByTestId('statistics-generate').waitFor();
  }

  it('the product admin compares nurses over the demo’s weeks, as a table and as charts', async () => {
    await openStatistics();
    await vigil.page.getByRole('radio', { name: 'Nurses' }).check();
    await vigil.page.getByTestId('statistics-generate').click();
    const table = vigil.page.getByTestId('statistics-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    // Weekly dates over months, every row a nurse (never the "All" row when comparing nurses).
    const dates = new Set(await rows.locator('td:nth-child(5)').allInnerTexts());
    expect(dates.size).toBeGreaterThanOrEqual(8);
    const nurses = await rows.locator('td:nth-child(1)').allInnerTexts();
    expect(nurses.every((name) => name !== 'All')).toBe(true);
    for (const ratio of await rows.locator('td:nth-child(11), td:nth-child(12)').allInnerTexts())
      expect(ratio).toMatch(/^(\d+ %|NA)$/);

    await vigil.page.getByRole('tab', { name: 'Bar Diagrams', exact: true }).click();
    const bars = vigil.page.getByTestId('statistics-bars');
    await bars.getByTestId('grouped-bar-diagram').first().waitFor();
    expect(await bars.getByTestId('statistics-side-text').first().innerText()).toMatch(
      /Precision: (\d+ %|NA)/,
    );
    await vigil.page.getByRole('tab', { name: 'Stack Bar Diagrams' }).click();
    await vigil.page
      .getByTestId('statistics-stack-bars')
      .getByTestId('grouped-bar-diagram')
      .first()
      .waitFor();
    await screenshot(vigil.page, 'statistics-generic');
  });

  it('the hospital stays cost what their days cost at the chosen price', async () => {
    await openStatistics();
    await vigil.page.getByRole('tab', { name: 'Hospitalizations' }).click();
    const cost = vigil.page.getByTestId('statistics-cost-per-day');
    await cost.fill('1000');
    await vigil.page.getByTestId('hospitalizations-generate').click();
    const table = vigil.page.getByTestId('hospitalizations-table');
    await table.waitFor();
    const cells = await table.locator('tbody tr').first().locator('td').allInnerTexts();
    const days = Number(cells[3]);
    expect(days).toBeGreaterThan(0);
    expect(cells[4]).toBe(((days * 1000) / 1_000_000).toFixed(3));
    await screenshot(vigil.page, 'statistics-hospitalizations-generic');
  });
});
