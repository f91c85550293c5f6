import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '@vigil/domain';
import { describeViolations, seriousViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

describe.each(CUSTOMERS)('a nurse’s day: reviewed marks and acknowledged alerts, %s flavour', (customer) => {
  const vigil = useVigil({ customer });

  it('the nurse marks a patient reviewed in the list, then acknowledges an alert in the ALERTS dialog', async () => {
    const { page } = vigil;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
    const shell = new Shell(page);
    await shell.waitUntilShown();
    const list = new PatientsListPage(page);
    await list.waitUntilShown();

    // Mark the first patient reviewed from the row's menu: the row says when and by whom.
    const row = list.table.locator('[data-testid^="patient-row-"]').first();
    const id = (await row.getAttribute('data-testid'))!.replace('patient-row-', '');
    await page.getByTestId(`row-actions-${id}`).click();
    await page.getByTestId(`mark-reviewed-${id}`).click();
    const mark = list.table.getByTestId(`patient-row-${id}`).getByTestId('review-mark');
    await expect.poll(() => mark.innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} by \S/);
    expect(await list.table.getByTestId(`patient-row-${id}`).getByTestId('new-data-badge').count()).toBe(0);
    const listViolations = await seriousViolations(page);
    expect(describeViolations(listViolations)).toBe(describeViolations([]));
    await screenshot(page, `review-list-${customer}`);

    // ALERTS: acknowledge the first patient with a comment; the count goes down by one.
    await expect.poll(async () => Number(await shell.alertsCount.innerText())).toBeGreaterThan(0);
    const before = Number(await shell.alertsCount.innerText());
    await shell.openAlerts();
    const first = shell.dialog.locator('tbody tr').first();
    const name = await first.locator('a').innerText();
    await first.getByRole('button', { name: `Acknowledge the alert of ${name}` }).click();
    const acknowledge = page.getByRole('dialog', { name: `Acknowledge alert: ${name}` });
    await acknowledge.getByLabel('Comment (optional)').fill('Called the parents, all well');
    const dialogViolations = await seriousViolations(page);
    expect(describeViolations(dialogViolations)).toBe(describeViolations([]));
    await screenshot(page, `acknowledge-dialog-${customer}`);
    await acknowledge.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await acknowledge.waitFor({ state: 'detached' });
    await expect.poll(async () => Number(await shell.alertsCount.innerText())).toBe(before - 1);
    expect(await shell.dialogPatientNames()).not.toContain(name);
  });
});
