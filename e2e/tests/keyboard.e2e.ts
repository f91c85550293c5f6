import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '@vigil/domain';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { Shell } from '../pages/Shell.ts';

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${selector}`);
}

const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

/** A clinician without a mouse: login, the list, a patient, a dialog, ALERTS and the categories. */
describe.each(CUSTOMERS)('keyboard only, %s flavour', (customer) => {
  const vigil = useVigil({ customer });

  it('logs in, opens a patient and a dialog, reads ALERTS and the categories without a mouse', async () => {
    const { page } = vigil;
    const nurse = demoLogin(vigil.server, 'Nurse');
    await page.goto('/#/');
    await page.locator('input[name="username"]').waitFor();
    await tabTo(page, 'input[name="username"]');
    await page.keyboard.type(nurse.username);
    await page.keyboard.press('Tab');
    expect(await focusedMatches(page, 'input[name="password"]')).toBe(true);
    await page.keyboard.type(nurse.password);
    await page.keyboard.press('Enter');
    const shell = new Shell(page);
    await shell.waitForScreen('/patients');
    await page.locator('[data-testid^="patient-row-"]').first().waitFor();

    // The first patient's name is a link in the list's reading order.
    await tabTo(page, '[data-testid^="patient-row-"] a[href^="#/patient/"]');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await shell.waitForScreen(href!.slice(1));

    // A dialog opens from its button, closes with Escape, and gives the focus back.
    await tabTo(page, '[data-testid="demographics-button"]');
    await page.keyboard.press('Enter');
    await shell.dialog.waitFor();
    await page.keyboard.press('Escape');
    await shell.dialog.waitFor({ state: 'detached' });
    expect(await focusedMatches(page, '[data-testid="demographics-button"]')).toBe(true);

    // ALERTS lists its patients, each a link the keyboard reaches.
    await tabTo(page, '[data-testid="alerts-button"]');
    await page.keyboard.press('Enter');
    await shell.dialog.waitFor();
    await tabTo(page, '[role="dialog"] tbody a', 40);
    await page.keyboard.press('Escape');
    await shell.dialog.waitFor({ state: 'detached' });

    // The left menu leads to the categories, whose panels' patients are links too.
    await tabTo(page, '[data-testid="menu-categories"]');
    await page.keyboard.press('Enter');
    await shell.waitForScreen('/categories');
    await page.locator('[data-testid^="patient-row-"], tbody a[href^="#/patient/"]').first().waitFor();
    await tabTo(page, 'tbody a[href^="#/patient/"]', 200);
  });
});
