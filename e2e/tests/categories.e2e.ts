import { describe, expect, it } from 'vitest';
import {
  ALERTS_PAGE_SIZE,
  alertPatientsSchema,
  CATEGORY_MESSAGES,
  CATEGORY_PANEL_PAGE_SIZE,
  patientListResponseSchema,
  patientVariableSchema,
} from '@vigil/domain';
import { z } from 'zod';
import { VigilApi } from '../harness/api.ts';
import { newContext, screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { CategoriesPage } from '../pages/CategoriesPage.ts';
import { CategoryDialog } from '../pages/CategoryDialog.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

const CATEGORY = 'E2E wettest nights, enuresis';
/** Every demo child is treated for nocturnal enuresis. */
const ENURESIS = 'N39.44';

/**
 * The children of the admin's scope with their latest number of wet nights, read from the patients
 * list (inactive ones too: a category holds every patient of the scope), and the catalogue name of
 * the variable as the condition dialog offers it.
 */
async function wetNights(api: VigilApi) {
  const variables = z.array(patientVariableSchema).parse(await api.get('/patientvariables'));
  const wet = variables.find((variable) => variable.acronyme === 'WET');
  if (!wet) throw new Error('the bedwetting catalogue has no WET variable');
  const query = new URLSearchParams({ sort: 'NAME', showInactive: 'true', pageSize: '500', window: '1' });
  const list = patientListResponseSchema.parse(await api.get(`/patients/status?${query.toString()}`));
  const values = list.patients.flatMap((patient) => {
    const value = patient.dangerList[String(wet.idpatientVariables)]?.variableValueFull;
    return value == null ? [] : [{ idpatient: patient.idpatient, value }];
  });
  return { option: `${wet.variableNameTranslate} (${wet.acronyme})`, values };
}

describe('category panels', () => {
  const vigil = useVigil({ customer: 'bedwetting' });

  it('an admin builds a category, finds its patient in the panel, and drags the panel to first place', async () => {
    const admin = demoLogin(vigil.server, 'Admin');
    const api = await VigilApi.logIn(vigil.server.baseUrl, admin);
    const { option, values } = await wetNights(api);
    // A threshold just under the third-highest value: a handful of children, at least three.
    const highest = values.map((entry) => entry.value).sort((a, b) => b - a);
    const threshold = (highest[Math.min(2, highest.length - 1)] ?? 0) - 0.5;
    const members = values.filter((entry) => entry.value > threshold).map((entry) => entry.idpatient);
    expect(members.length).toBeGreaterThan(0);

    // A wide screen shows the panels side by side, so both ends of the drag are on screen.
    const context = await newContext(vigil.browser, vigil.server.baseUrl, { width: 1920, height: 2000 });
    const page = await context.newPage();
    try {
      await new LoginPage(page).logIn(admin);
      await new Shell(page).waitUntilShown();

      // When the admin builds the category in Control categories…
      const dialog = await CategoryDialog.openFromControlCategories(page);
      await dialog.name(CATEGORY);
      await dialog.variableCondition(option, 'Greater than (GT)', threshold);
      await dialog.diagnosisCondition('N39.4', ENURESIS);
      await screenshot(page, 'categories-create');
      await dialog.save();

      // …then its panel on the categories page counts the matching children and shows six of them…
      const categories = new CategoriesPage(page);
      await categories.open();
      await expect.poll(() => categories.patientCount(CATEGORY)).toBe(members.length);
      await expect
        .poll(() => categories.patientIds(CATEGORY))
        .toHaveLength(Math.min(CATEGORY_PANEL_PAGE_SIZE, members.length));
      expect(members).toEqual(expect.arrayContaining(await categories.patientIds(CATEGORY)));
      // …and its dialog lists them all (fifty a page).
      const listed = await categories.allPatientIds(CATEGORY);
      expect(listed).toHaveLength(Math.min(50, members.length));
      expect(members).toEqual(expect.arrayContaining(listed));
      await categories.closeDialog();
      const names = await categories.panelNames();
      expect(names[0]).not.toBe(CATEGORY);

      // When the admin drags the panel onto the first one, it takes first place…
      await categories.dragPanel(CATEGORY, names[0] ?? '');
      expect((await categories.panelNames())[0]).toBe(CATEGORY);
      await screenshot(page, 'categories-reordered');

      // …and keeps it after a reload, as the order is the admin's, saved on the server.
      await page.reload();
      await categories.waitUntilShown();
      expect((await categories.panelNames())[0]).toBe(CATEGORY);
      expect((await categories.panelNames()).slice(1)).toEqual(names.filter((name) => name !== CATEGORY));
    } finally {
      await context.close();
    }
  });

  it('the ALERTS dialog shows a long list a page at a time, highest AI risk first', async () => {
    const productAdmin = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Product admin'));
    // The clinic admin sees every child of the demo clinic.
    const admin = demoLogin(vigil.server, 'Admin');
    // An alert category of every enuretic child: more patients than one page holds.
    const { categoryId } = z.object({ categoryId: z.number() }).parse(
      await productAdmin.post('/rule-based-categories', {
        categoryName: 'E2E every enuretic child',
        conditionsInCategories: [
          {
            otherConditions: [],
            diagnosisConditions: [{ icdCode: { icdCode: ENURESIS } }],
            variableConditions: [],
            relativeDeviations: [],
            hospitalizationConditions: [],
          },
        ],
      }),
    );
    try {
      await productAdmin.post(`/app-admin/rule-based-categories/${categoryId}/alert-category/true`);
      const adminApi = await VigilApi.logIn(vigil.server.baseUrl, admin);
      const alerts = alertPatientsSchema.parse(await adminApi.get('/rule-based-categories/alert/patients'));
      expect(alerts.count).toBeGreaterThan(ALERTS_PAGE_SIZE);
      const names = alerts.patients.map((patient) => patient.fullName);

      const { page } = vigil;
      await new LoginPage(page).logIn(admin);
      const shell = new Shell(page);
      await shell.waitUntilShown();
      await expect.poll(async () => Number(await shell.alertsCount.innerText())).toBe(alerts.count);
      await shell.openAlerts();
      await expect.poll(() => shell.dialogPatientNames()).toEqual(names.slice(0, ALERTS_PAGE_SIZE));
      await shell.nextDialogPage();
      await expect
        .poll(() => shell.dialogPatientNames())
        .toEqual(names.slice(ALERTS_PAGE_SIZE, 2 * ALERTS_PAGE_SIZE));
      await screenshot(page, 'alerts-second-page');
      // Opened again, the dialog starts at the highest risks.
      await shell.closeDialog();
      await shell.openAlerts();
      await expect.poll(() => shell.dialogPatientNames()).toEqual(names.slice(0, ALERTS_PAGE_SIZE));
    } finally {
      await productAdmin.delete(`/rule-based-categories/${categoryId}`);
    }
  });

  it('a nurse makes a list, puts a patient on it from the patients list, and cannot put them on twice', async () => {
    const LIST = 'E2E follow up this week';
    const { page } = vigil;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
    await new Shell(page).waitUntilShown();

    // A list needs a name; with one, it shows among the nurse's lists.
    const categories = new CategoriesPage(page);
    await categories.openLists();
    // The demo nurse has no lists yet, and is told so.
    expect(await page.getByTestId('no-user-lists').innerText()).toBe(CATEGORY_MESSAGES.noUserCategories);
    expect(await categories.createList('')).toBe(CATEGORY_MESSAGES.fillCategoryName);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await categories.createList(LIST)).toBeNull();
    await categories.userList(LIST).waitFor();
    expect(await categories.userListPatientIds(LIST)).toEqual([]);
    expect(await page.getByTestId('no-user-lists').count()).toBe(0);

    // The nurse puts the first patient of the patients list on it…
    const patients = new PatientsListPage(page);
    await patients.open();
    const patientId = await patients.firstPatientId();
    expect(await patients.addToList(patientId, LIST)).toBeNull();

    // …finds them in the list's panel…
    await categories.openLists();
    await expect.poll(() => categories.userListPatientIds(LIST)).toEqual([patientId]);
    await screenshot(page, 'categories-user-list');

    // …and a second time the server refuses, with the spec's message.
    await patients.open();
    expect(await patients.addToList(patientId, LIST)).toBe(CATEGORY_MESSAGES.alreadyIncluded);
  });
});
