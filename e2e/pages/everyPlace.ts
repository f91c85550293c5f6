import type { Page } from 'playwright-core';
import type { AxeSweep } from '../harness/axeSweep.ts';
import { Shell } from './Shell.ts';

/** Opens a screen of the left menu and waits for its data. */
async function openScreen(page: Page, sweep: AxeSweep, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await new Shell(page).waitForScreen(path);
  await sweep.settled();
}

/**
 * Every screen with each of its tabs, and every dialog the product admin can open without
 * changing anything (confirm steps are cancelled), in the flavour `customer`.
 */
export async function sweepEveryPlace(
  page: Page,
  sweep: AxeSweep,
  customer: string,
  screens: readonly string[],
): Promise<void> {
  const main = page.locator('main');
  await openScreen(page, sweep, '/patients');
  const rowId = await page.locator('[data-testid^="patient-row-"]').first().getAttribute('data-testid');
  // The clinic approvals open by themselves with the list when patients wait for one, once a visit.
  if ((await page.getByRole('dialog').count()) > 0) {
    await sweep.check('Approve clinics', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  } else if ((await main.getByRole('button', { name: 'Approve clinics' }).count()) > 0) {
    await sweep.buttonDialog('Approve clinics', 'Approve clinics', main);
  }
  await sweep.check('/patients');
  const patientId = rowId?.replace('patient-row-', '') ?? '';
  await sweep.menuDialog('Add to list', page.getByTestId(`row-actions-${patientId}`), 'Add to list');
  await sweep.dialog('ALERTS', () => page.getByTestId('alerts-button').click());
  await sweep.dialog('My profile', () => page.getByTestId('profile-button').click());

  const patientPath = `/patient/${patientId}`;
  await openScreen(page, sweep, patientPath);
  await sweep.check('/patient/:id');
  await sweep.everyTab('/patient/:id', page.getByTestId('patient-tabs'));
  await sweep.dialog('Demographics', () => page.getByTestId('demographics-button').click());
  await sweep.buttonDialog('Suggested Medical Record Note', 'Suggested Medical Record Note', main);
  const aiPanel = page.getByTestId('patient-ai-panel');
  await sweep.buttonDialog('AI factors', 'AI factors', aiPanel);
  if (customer === 'bedwetting') await sweep.buttonDialog('AI chart', 'AI chart', aiPanel);
  const patientMenu = page.getByTestId('patient-menu');
  for (const entry of ['Change clinic', 'Enable service', 'Set outcome of treatment', 'Delete patient']) {
    await sweep.menuDialog(`Patient settings › ${entry}`, patientMenu, entry);
  }
  await sweep.buttonDialog('Values history', /^Values history: /, main);
  await sweep.dialog('Patient limit', () => page.locator('[data-testid^="edit-limit-"]').first().click());
  if (customer === 'bedwetting') {
    await page.getByRole('tab', { name: 'Interventions' }).click();
    await sweep.dialog('Add intervention', () => page.getByTestId('add-intervention').click());
  }
  await page.getByTestId('summary-button').click();
  await page.locator('main[data-path$="/summary"]').waitFor();
  await sweep.check('/patient/:id/summary');

  await openScreen(page, sweep, '/categories');
  await sweep.dialog('Category patients', () => page.getByTestId('panel-open').first().click());
  // Category messages reach the patient's app: the bedwetting flavour has them.
  if (customer === 'bedwetting') {
    await sweep.dialog('Category message', () =>
      page.locator('[data-testid^="category-message-button-"]').first().click(),
    );
  }

  for (const path of screens) {
    if (path === '/patients' || path === '/categories') continue;
    await openScreen(page, sweep, path);
    await sweep.check(path);
    await sweep.everyTab(path, main);
  }
  await openScreen(page, sweep, '/controlpanel/categories');
  await sweep.buttonDialog('New category', 'New category', main);
  await sweep.buttonDialog('Edit category', /^Edit: /, main);
  await openScreen(page, sweep, '/controlpanel/users');
  await sweep.buttonDialog('Create user', 'Create user', main);
  await sweep.buttonDialog('Edit user', /^Edit: /, main);
  await openScreen(page, sweep, '/controlpanel/organization');
  await sweep.buttonDialog('Add organization', 'Add organization', main);
  for (const [tab, button] of [
    ['Clinics', 'Add clinic'],
    ['Countries', 'Add country'],
  ] as const) {
    await main.getByRole('tab', { name: tab }).click();
    await sweep.buttonDialog(button, button, main);
  }
  await openScreen(page, sweep, '/controlpanel/variables');
  await main.getByRole('tab', { name: 'General Limits' }).click();
  await sweep.buttonDialog('Create limit', 'Create limit', main);
  await openScreen(page, sweep, '/controlpanel/admin');
  for (const [tab, button] of [
    ['Interventions', 'Create Intervention'],
    ['Alarm type', 'Create Alarm Category'],
    ['Categories', 'Create Language Item'],
  ] as const) {
    await main.getByRole('tab', { name: tab }).click();
    await sweep.buttonDialog(`${tab} › ${button}`, button, main);
  }
}
