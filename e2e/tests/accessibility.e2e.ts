import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '@vigil/domain';
import { describeViolations, seriousViolations } from '../harness/axe.ts';
import { AxeSweep } from '../harness/axeSweep.ts';
import { sweepEveryPlace } from '../pages/everyPlace.ts';
import { newContext, PHONE, screenshot } from '../harness/browser.ts';
import { VigilApi } from '../harness/api.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

/** Every screen behind the login, as the product admin (who may open them all) sees it. */
const SCREENS = [
  '/patients',
  '/categories',
  '/controlpanel/variables',
  '/controlpanel/categories',
  '/controlpanel/users',
  '/controlpanel/organization',
  '/controlpanel/admin',
  '/controlpanel/statistics',
] as const;

describe.each(CUSTOMERS)('accessibility (WCAG 2.2 AA, axe-core), %s flavour', (customer) => {
  const vigil = useVigil({ customer });

  /** Waits until no loader is left on the page, so axe sees the screen with its data. */
  const settled = () =>
    vigil.page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);

  it('the login and forgotten-password pages have no serious or critical violation', async () => {
    const found: Record<string, string> = {};
    await new LoginPage(vigil.page).open();
    await vigil.page.waitForLoadState('networkidle');
    const login = await seriousViolations(vigil.page);
    if (login.length > 0) found['/'] = describeViolations(login);
    await vigil.page.goto('/#/forgotPassword');
    await vigil.page.locator('input').first().waitFor();
    const forgot = await seriousViolations(vigil.page);
    if (forgot.length > 0) found['/forgotPassword'] = describeViolations(forgot);
    expect(found).toEqual({});
  });

  it('every screen behind the login has no serious or critical violation', async () => {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Product admin'));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    const found: Record<string, string> = {};
    for (const path of SCREENS) {
      await vigil.page.goto(`/#${path}`);
      await shell.waitForScreen(path);
      await settled();
      const violations = await seriousViolations(vigil.page);
      if (violations.length > 0) found[path] = describeViolations(violations);
    }
    await vigil.page.goto('/#/patients');
    await shell.waitForScreen('/patients');
    const rowId = await vigil.page
      .locator('[data-testid^="patient-row-"]')
      .first()
      .getAttribute('data-testid');
    const patientPath = `/patient/${rowId?.replace('patient-row-', '')}`;
    await vigil.page.goto(`/#${patientPath}`);
    await shell.waitForScreen(patientPath);
    await settled();
    const details = await seriousViolations(vigil.page);
    if (details.length > 0) found['/patient/:id'] = describeViolations(details);
    await shell.openAlerts();
    const alerts = await seriousViolations(vigil.page);
    if (alerts.length > 0) found['ALERTS dialog'] = describeViolations(alerts);
    if (process.env.AXE_REPORT) console.log(JSON.stringify(found, null, 1));
    expect(found).toEqual({});
  });

  it.each(['default', 'red'])(
    'every tab and every dialog has none either, in the %s colours',
    async (theme) => {
      const page = vigil.page;
      await new LoginPage(page).logIn(demoLogin(vigil.server, 'Product admin'));
      const shell = new Shell(page);
      await shell.waitForScreen('/patients');
      await page.locator('[data-testid^="patient-row-"]').first().waitFor();
      // The clinic approvals may have opened over the list; the sweep opens them again.
      if ((await page.getByRole('dialog').count()) > 0) await shell.closeDialog();
      if (theme !== 'default') await shell.chooseTheme(theme);
      const sweep = new AxeSweep(page);
      try {
        await sweepEveryPlace(page, sweep, customer, SCREENS);
      } finally {
        if (theme !== 'default') await shell.chooseTheme('default');
      }
      if (process.env.AXE_REPORT) console.log(JSON.stringify(sweep.found, null, 1));
      // The sweep went everywhere it says, dialogs and tabs included.
      expect(sweep.checked).toEqual(
        expect.arrayContaining(['/patient/:id › Other', 'AI factors', 'Create user', 'My profile']),
      );
      if (customer === 'bedwetting') {
        expect(sweep.checked).toEqual(expect.arrayContaining(['/patient/:id › Calendar', 'AI chart']));
      }
      expect(sweep.found).toEqual({});
    },
  );

  it('a German nurse on a phone meets none either, on the list and a patient', async () => {
    const context = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
    await context.addInitScript(() => localStorage.setItem('vigil.language', 'de'));
    const page = await context.newPage();
    // Signed in, the app speaks the profile's language: the nurse's is German for this test.
    const nurse = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    await nurse.setProfileLanguage('de');
    try {
      await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
      const shell = new Shell(page);
      await shell.waitForScreen('/patients');
      await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
      const found: Record<string, string> = {};
      const list = await seriousViolations(page);
      if (list.length > 0) found['/patients'] = describeViolations(list);
      const rowId = await page.locator('[data-testid^="patient-row-"]').first().getAttribute('data-testid');
      const patientPath = `/patient/${rowId?.replace('patient-row-', '')}`;
      await page.goto(`/#${patientPath}`);
      await shell.waitForScreen(patientPath);
      await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
      const details = await seriousViolations(page);
      if (details.length > 0) found[patientPath] = describeViolations(details);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(found).toEqual({});
    } finally {
      await context.close();
      await nurse.setProfileLanguage('en');
    }
  });

  it('a nurse who chooses the red colours keeps them, and they meet the contrast rules too', async () => {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Nurse'));
    const shell = new Shell(vigil.page);
    await shell.waitForScreen('/patients');
    const teal = await shell.primaryColour();
    await shell.chooseTheme('red');
    await expect.poll(() => shell.primaryColour()).toBe('rgb(166, 27, 48)');
    expect(teal).not.toBe('rgb(166, 27, 48)');
    await vigil.page.reload();
    await shell.waitForScreen('/patients');
    await settled();
    expect(await shell.primaryColour()).toBe('rgb(166, 27, 48)');
    await shell.toggleSettings();
    const found: Record<string, string> = {};
    const list = await seriousViolations(vigil.page);
    if (list.length > 0) found['/patients'] = describeViolations(list);
    const rowId = await vigil.page
      .locator('[data-testid^="patient-row-"]')
      .first()
      .getAttribute('data-testid');
    const patientPath = `/patient/${rowId?.replace('patient-row-', '')}`;
    await vigil.page.goto(`/#${patientPath}`);
    await shell.waitForScreen(patientPath);
    await settled();
    const details = await seriousViolations(vigil.page);
    if (details.length > 0) found[patientPath] = describeViolations(details);
    await vigil.page.goto('/#/categories');
    await shell.waitForScreen('/categories');
    await settled();
    const categories = await seriousViolations(vigil.page);
    if (categories.length > 0) found['/categories'] = describeViolations(categories);
    await screenshot(vigil.page, `theme-red-${customer}`);
    expect(found).toEqual({});
    await shell.chooseTheme('default');
    await expect.poll(() => shell.primaryColour()).toBe(teal);
  });
});
