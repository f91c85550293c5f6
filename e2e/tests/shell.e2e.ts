import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '@vigil/domain';
import { newContext, PHONE, screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { ClinicApprovalDialog } from '../pages/ClinicApprovalDialog.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

const CLOCK_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/;

describe.each(CUSTOMERS)('application shell, %s flavour', (customer) => {
  const vigil = useVigil({ customer });

  async function logInAs(role: string): Promise<Shell> {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, role));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    return shell;
  }

  it('the nurse logs in and sees the patients list inside the shell', async () => {
    const shell = await logInAs('Nurse');

    expect(vigil.page.url()).toMatch(/#\/patients$/);
    expect(await shell.pageTitle.innerText()).toBe('Patients');
    expect(await shell.breadcrumbs.innerText()).toMatch(/Home\s*\/\s*Patients/);
    expect(await shell.clock.innerText()).toMatch(CLOCK_FORMAT);
    // The demo clinic has an alert category with members in both flavours.
    await expect.poll(async () => Number(await shell.alertsCount.innerText())).toBeGreaterThan(0);
    const alerts = Number(await shell.alertsCount.innerText());
    expect(await shell.menuEntries()).toEqual(['patientDetails', 'patients', 'categories']);
    expect(await shell.genericTools.count()).toBe(customer === 'generic' ? 1 : 0);
    await screenshot(vigil.page, `shell-${customer}`);

    await shell.openAlerts();
    expect(await shell.dialog.locator('tbody tr').count()).toBe(alerts);
    await shell.closeDialog();
  });

  it('switching the language translates the shell', async () => {
    const shell = await logInAs('Nurse');

    await shell.chooseLanguage('Deutsch');
    await expect.poll(() => shell.pageTitle.innerText()).toBe('Patienten');
    expect(await shell.breadcrumbs.innerText()).toMatch(/Start\s*\/\s*Patienten/);
    expect(await vigil.page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Column headings of the catalogue come from the server, in the new language too.
    const list = new PatientsListPage(vigil.page);
    await expect.poll(() => list.variableHeadings()).toContain(customer === 'bedwetting' ? 'NASS' : 'PULS');
    await screenshot(vigil.page, `shell-${customer}-de`);
  });

  it('the settings toggle adds the control screens the role may open', async () => {
    const nurse = await logInAs('Nurse');
    await nurse.toggleSettings();
    expect(await nurse.menuEntries()).toEqual([
      'patientDetails',
      'patients',
      'categories',
      'controlVariables',
      'controlCategories',
    ]);
    await nurse.logOut();

    const productAdmin = await logInAs('Product admin');
    // Patients of the product admin's clinics wait for approval: that dialog comes first.
    await new ClinicApprovalDialog(vigil.page).close();
    await productAdmin.toggleSettings();
    expect((await productAdmin.menuEntries()).slice(-3)).toEqual([
      'controlUsers',
      'controlOrganization',
      'controlAdmin',
    ]);
    await productAdmin.openMenuEntry('controlUsers');
    await expect.poll(() => productAdmin.pageTitle.innerText()).toBe('Control users');
    expect(await productAdmin.breadcrumbs.innerText()).toMatch(
      /Home\s*\/\s*Control panel\s*\/\s*Control users/,
    );
    await screenshot(vigil.page, `control-users-${customer}`);
  });

  it('a nurse who opens a screen above her rights is sent to the patients list', async () => {
    const shell = await logInAs('Nurse');

    await vigil.page.goto('/#/controlpanel/users');
    await vigil.page.waitForURL(/#\/$/);
    expect(await shell.pageTitle.innerText()).toBe('Patients');
  });

  it('patient details without a viewed patient asks to click a patient first', async () => {
    const shell = await logInAs('Nurse');

    await shell.openMenuEntry('patientDetails');
    const message = vigil.page.getByTestId('no-last-patient');
    await message.waitFor();
    expect(await message.innerText()).toContain('Click a patient in the patients list first');
  });

  it('logging out returns to login and leaves only the generic store behind', async () => {
    const shell = await logInAs('Nurse');
    await shell.chooseLanguage('Svenska');
    await shell.toggleSettings();

    await shell.logOut();
    const login = new LoginPage(vigil.page);
    await login.usernameField.waitFor();
    const stored = await vigil.page.evaluate(() => Object.keys(localStorage).sort());
    expect(stored).toEqual(['vigil.buildNumber', 'vigil.language']);

    await vigil.page.goto('/#/patients');
    await login.usernameField.waitFor();
    expect(await login.usernameLabel()).toBe('Användarnamn');
  });

  it('fits a phone screen', async () => {
    const phone = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
    try {
      const page = await phone.newPage();
      await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
      await page.getByTestId('alerts-button').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // One row: the mark, the clock, ALERTS and a menu holding the rest.
      expect(await page.getByTestId('clock').isVisible()).toBe(true);
      const topBar = await page.locator('header').boundingBox();
      expect(topBar?.height).toBeLessThan(64);
      expect(await page.getByTestId('language-menu').count()).toBe(0);
      await page.getByTestId('phone-menu').click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByTestId('language-menu').waitFor();
      expect(await menu.getByRole('button', { name: 'Log out' }).count()).toBe(1);
      expect(await menu.getByTestId('generic-tools').count()).toBe(customer === 'generic' ? 1 : 0);
      await screenshot(page, `shell-${customer}-phone-menu`);
      await page.keyboard.press('Escape');
      await screenshot(page, `shell-${customer}-phone`);
    } finally {
      await phone.close();
    }
  });
});
