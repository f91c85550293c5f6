import { describe, expect, it } from 'vitest';
import { newContext, PHONE, screenshot, withinWidth } from '../harness/browser.ts';
import { VigilApi } from '../harness/api.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil, type VigilSession } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

async function logInAs(vigil: VigilSession, role: string): Promise<PatientsListPage> {
  await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, role));
  await new Shell(vigil.page).waitUntilShown();
  const list = new PatientsListPage(vigil.page);
  await list.waitUntilShown();
  return list;
}

describe('what a new user tripped over, bedwetting flavour', () => {
  const vigil = useVigil();

  it('a nurse deactivates a patient, finds them with the toggle and activates them again', async () => {
    const list = await logInAs(vigil, 'Nurse');
    const page = vigil.page;
    const toggle = page.getByTestId('show-inactive');
    // The demo nurse asks for active patients only: the toggle starts off.
    expect(await toggle.isChecked()).toBe(false);
    const patientId = await list.firstPatientId();
    const row = page.getByTestId(`patient-row-${patientId}`);

    await page.getByTestId(`row-actions-${patientId}`).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await row.waitFor({ state: 'detached' });

    await toggle.click();
    await page.waitForURL(/inactive=true/);
    await row.waitFor();
    expect((await row.innerText()).toLowerCase()).toContain('deactivated');

    await list.openPatient(patientId);
    await page.getByTestId('patient-header').getByText('Deactivated').waitFor();
    await page.getByTestId('patient-menu').click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page.getByTestId('patient-header').getByText('Deactivated').waitFor({ state: 'detached' });

    await page.goBack();
    await list.waitUntilShown();
    await page.getByTestId('show-inactive').click();
    await row.waitFor();
    expect((await row.innerText()).toLowerCase()).not.toContain('deactivated');
  });

  it('on a phone the patient’s panels start closed, open on request and stay so; open on a desk', async () => {
    const phone = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
    const nurse = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    await nurse.setProfileLanguage('de');
    try {
      const page = await phone.newPage();
      await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
      const list = new PatientsListPage(page);
      await list.waitUntilShown();
      await list.openPatient(await list.firstPatientId());
      const panels = page.getByTestId('history-panels').locator('[data-testid^="history-panel-"]');
      await panels.first().waitFor();
      expect(await panels.count()).toBeGreaterThan(5);
      const opened = await panels.evaluateAll((all) =>
        all.map((panel) => (panel as HTMLElement).dataset.open),
      );
      expect(new Set(opened)).toEqual(new Set(['false']));
      expect(await page.getByTestId('history-table').count()).toBe(0);
      // Twenty closed panels, not twenty tables: the page was 6,354 px tall on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);
      await screenshot(page, 'tour-patient-phone-de');

      const acronym = ((await panels.first().getAttribute('data-testid')) ?? '').replace(
        'history-panel-',
        '',
      );
      const toggle = page.getByTestId(`toggle-panel-${acronym}`);
      expect(await toggle.getAttribute('aria-label')).toMatch(/^Werte zeigen: /);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByTestId('toggle-all-panels').innerText()).toBe('Alle schließen');
      await page.reload();
      await page.getByTestId(`history-panel-${acronym}`).waitFor();
      expect(await page.getByTestId(`history-panel-${acronym}`).getAttribute('data-open')).toBe('true');
      expect(await page.getByTestId('history-panels').locator('[data-open="true"]').count()).toBe(1);
      await screenshot(page, 'tour-patient-phone-de-one-open');
    } finally {
      await phone.close();
      await nurse.setProfileLanguage('en');
    }

    const list = await logInAs(vigil, 'Nurse');
    await list.openPatient(await list.firstPatientId());
    const panels = vigil.page.getByTestId('history-panels');
    await panels.locator('[data-testid^="history-panel-"]').first().waitFor();
    expect(await panels.locator('[data-open="false"]').count()).toBe(0);
    await vigil.page.getByTestId('toggle-all-panels').click();
    expect(await panels.locator('[data-open="true"]').count()).toBe(0);
    expect(await vigil.page.getByTestId('toggle-all-panels').innerText()).toBe('Open all');
  });

  it('on a phone the list shows each child’s name, worst status and AI score in the first width', async () => {
    const phone = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
    try {
      const page = await phone.newPage();
      await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
      const list = new PatientsListPage(page);
      await list.waitUntilShown();
      const rows = list.table.locator('tbody tr[data-testid^="patient-row-"]');
      await rows.first().waitFor();
      // Age and clinic are on the patient's page; the variable columns are a swipe away.
      expect(await list.table.locator('thead th', { hasText: /^Age$/ }).isVisible()).toBe(false);
      expect(await withinWidth(list.table.getByTestId('sort-AI_SCORE'), PHONE)).toBe(true);
      for (let index = 0; index < Math.min(5, await rows.count()); index++) {
        const row = rows.nth(index);
        expect(await withinWidth(row.getByRole('link').first(), PHONE)).toBe(true);
        expect(await withinWidth(row.getByTestId('ai-score'), PHONE)).toBe(true);
      }
      const worst = list.table.getByTestId('worst-status');
      expect(await worst.count()).toBeGreaterThan(0);
      expect(await withinWidth(worst.first(), PHONE)).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, 'tour-list-phone');
    } finally {
      await phone.close();
    }
  });

  it('on a desk each name and its badges stay inside the name column', async () => {
    const list = await logInAs(vigil, 'Admin');
    await list.table.locator('tbody tr[data-testid^="patient-row-"]').first().waitFor();
    // Every row's first cell holds its content: nothing runs over into the age column.
    const overflowing = await list.table.evaluate((table) =>
      Array.from(table.querySelectorAll('tbody tr')).flatMap((row) => {
        const cell = row.querySelector('td');
        const group = cell?.firstElementChild;
        if (!cell || !group) return [];
        const right = Math.max(
          ...Array.from(group.children).map((child) => child.getBoundingClientRect().right),
        );
        return right > cell.getBoundingClientRect().right + 1 ? [cell.textContent ?? '?'] : [];
      }),
    );
    expect(overflowing).toEqual([]);
  });

  it('a user without a clinic yet sees the children no clinic holds, only those', async () => {
    const list = await logInAs(vigil, 'No clinic yet');
    const rows = list.table.locator('tbody tr[data-testid^="patient-row-"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    await screenshot(vigil.page, 'tour-newuser-list');
  });

  it('the audit and the statistics date fields read YYYY-MM-DD in an American browser', async () => {
    await logInAs(vigil, 'Product admin');
    const page = vigil.page;
    await page.goto('/#/controlpanel/admin');
    const table = page.getByTestId('audit-table');
    await table.locator('tbody tr').first().waitFor();
    const moments = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => (row.lastElementChild as HTMLElement).innerText.trim()));
    expect(moments.length).toBeGreaterThan(0);
    for (const moment of moments) expect(moment).toMatch(MOMENT);

    await page.goto('/#/controlpanel/statistics');
    const start = page.getByTestId('statistics-start');
    await start.waitFor();
    expect(await start.inputValue()).toMatch(DAY);
    expect(await page.getByTestId('statistics-end').inputValue()).toMatch(DAY);
    await start.click();
    // The calendar of a Mantine date field, not the browser's mm/dd/yyyy one.
    await page.locator('.mantine-DateInput-dropdown, [data-dates-dropdown]').first().waitFor();
    await screenshot(page, 'tour-statistics-picker');
  });

  it('the login page asks once which app files are published, and gets no 404', async () => {
    const failures: string[] = [];
    const asked: string[] = [];
    vigil.page.on('response', (response) => {
      if (response.url().includes('/downloads')) asked.push(new URL(response.url()).pathname);
      if (response.status() === 404) failures.push(response.url());
    });
    await new LoginPage(vigil.page).open();
    await vigil.page.waitForLoadState('networkidle');
    expect(asked).toEqual(['/downloads.json']);
    expect(failures).toEqual([]);
  });
});
