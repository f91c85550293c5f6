import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VigilApi } from '../harness/api.ts';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientDetailsPage } from '../pages/PatientDetailsPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('the intervention catalogue, bedwetting flavour', () => {
  const vigil = useVigil();

  it('the product admin adds an intervention and names it in German; a German nurse reads that name', async () => {
    const page = vigil.page;
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Product admin'));
    const shell = new Shell(page);
    await shell.waitUntilShown();
    await page.goto('/#/controlpanel/admin');
    await page.getByRole('tab', { name: 'Interventions' }).click();
    await page.getByTestId('intervention-create').click();
    await page.getByTestId('intervention-name').fill('Bladder diary');
    await page.getByRole('dialog').getByLabel('Description').fill('Two days of drinking and voiding');
    await page.getByTestId('intervention-save').click();
    const catalogue = page.getByTestId('intervention-catalogue');
    await catalogue.getByText('Bladder diary').waitFor();

    await page.getByRole('tab', { name: 'Interventions Localization' }).click();
    await page.getByTestId('language-create').click();
    await page.getByTestId('language-item').click();
    await page.getByRole('option', { name: 'Bladder diary' }).click();
    await page.getByTestId('language-language').click();
    await page.getByRole('option', { name: 'Deutsch (de)' }).click();
    await page.getByTestId('language-name').fill('Blasentagebuch');
    await page.getByTestId('language-save').click();
    await page.getByTestId('intervention-languages').getByText('Blasentagebuch').waitFor();
    await screenshot(page, 'intervention-localization');

    // A nurse records it for a child, then reads the patient's Interventions tab in German.
    const nurse = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    const catalogueRows = z
      .array(z.object({ idintervention: z.number(), name: z.string() }))
      .parse(await nurse.get('/intervention/all'));
    const diary = catalogueRows.find((row) => row.name === 'Bladder diary')!;
    const { patients } = z
      .object({ patients: z.array(z.object({ idpatient: z.number() })) })
      .parse(await nurse.get('/patients/status?page=0&size=1'));
    const patientId = patients[0]!.idpatient;
    await nurse.post('/intervention-patient/create', {
      intervention: { idintervention: diary.idintervention },
      patientId,
      comment: 'Started at the visit',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: new Date().toISOString().slice(0, 10),
    });

    await shell.logOut();
    await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
    await shell.waitUntilShown();
    await shell.chooseLanguage('Deutsch');
    await page.goto(`/#/patient/${patientId}`);
    await new PatientDetailsPage(page).waitUntilShown();
    await page.getByRole('tab', { name: 'Interventionen' }).click();
    const table = page.getByTestId('interventions-table');
    await table.waitFor();
    expect(await table.innerText()).toContain('Blasentagebuch');
    expect(await table.innerText()).not.toContain('Bladder diary');
  });
});
