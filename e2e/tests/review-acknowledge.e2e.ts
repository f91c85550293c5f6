import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '@vigil/domain';
import { describeViolations, seriousViolations } from '../harness/axe.ts';
import { VigilApi } from '../harness/api.ts';
import { newContext, PHONE, screenshot, withinWidth } from '../harness/browser.ts';
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

  it('a German nurse on a phone reads the live mark, her review and an acknowledgement that ran out', async () => {
    const login = demoLogin(vigil.server, 'Nurse');
    const nurse = await VigilApi.logIn(vigil.server.baseUrl, login);
    // A colleague acknowledged an alert with a snooze that has run out: ALERTS lists the patient
    // again, with the note of who acknowledged it.
    const alerts = (await nurse.get('/rule-based-categories/alert/patients?page=0&pageSize=1')) as {
      patients: { idpatient: number }[];
    };
    const alerted = alerts.patients[0]!.idpatient;
    const snoozeUntil = Date.now() + 1_500;
    await nurse.post(`/patients/${alerted}/alert-acknowledgements`, {
      comment: 'Eltern angerufen',
      snoozeUntil: new Date(snoozeUntil).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, snoozeUntil + 500 - Date.now())));
    await nurse.setProfileLanguage('de');
    const phone = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
    try {
      const page = await phone.newPage();
      await new LoginPage(page).logIn(login);
      const shell = new Shell(page);
      await shell.waitForScreen('/patients');
      const list = new PatientsListPage(page);
      await list.waitUntilShown();

      // The top bar's dot says, in German, that changes arrive as they happen.
      const live = page.getByTestId('live-indicator').first();
      await expect.poll(() => live.getAttribute('data-live')).toBe('true');
      expect(await live.getAttribute('aria-label')).toBe('Live: Änderungen erscheinen sofort');
      expect(await withinWidth(live, PHONE)).toBe(true);

      // She marks the first patient reviewed; the row says when and by whom, in German.
      const row = list.table.locator('[data-testid^="patient-row-"]').first();
      const id = (await row.getAttribute('data-testid'))!.replace('patient-row-', '');
      await page.getByTestId(`row-actions-${id}`).click();
      await page.getByTestId(`mark-reviewed-${id}`).click();
      const mark = list.table.getByTestId(`patient-row-${id}`).getByTestId('review-mark');
      await expect.poll(() => mark.innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} von \S/);
      // The review's own live event redraws the rows, faded for a moment while React draws them:
      // axe measures the list as it stands once drawn.
      await expect
        .poll(async () => describeViolations(await seriousViolations(page)), { timeout: 15_000 })
        .toBe(describeViolations([]));
      await screenshot(page, `review-list-${customer}-phone-de`);

      // ALERTS: the patient is back, the note says who acknowledged and that the snooze ran out.
      await shell.openAlerts();
      const note = shell.dialog.getByTestId(`patient-list-row-${alerted}`).getByTestId('acknowledged-note');
      await expect
        .poll(() => note.innerText())
        .toMatch(/^Zuletzt quittiert \d{4}-\d{2}-\d{2} \d{2}:\d{2} von /);
      expect(await note.innerText()).toMatch(
        /; seitdem neue Daten oder Frist abgelaufen — Eltern angerufen$/,
      );
      expect(await withinWidth(note, PHONE)).toBe(true);
      expect(await withinWidth(shell.dialog.getByTestId(`acknowledge-${alerted}`), PHONE)).toBe(true);
      const dialogViolations = await seriousViolations(page);
      expect(describeViolations(dialogViolations)).toBe(describeViolations([]));
      await screenshot(page, `alerts-dialog-${customer}-phone-de`);
    } finally {
      await phone.close();
      await nurse.setProfileLanguage('en');
    }
  });
});
