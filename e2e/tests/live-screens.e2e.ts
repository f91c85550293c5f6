import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { nightsFromValues, registerChild } from '../../apps/server/src/simulator/index.ts';
import { VigilApi } from '../harness/api.ts';
import { newContext, screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { ClinicApprovalDialog } from '../pages/ClinicApprovalDialog.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientDetailsPage } from '../pages/PatientDetailsPage.ts';
import { Shell } from '../pages/Shell.ts';

const CHILD = 'Vera Sandberg';
const ZONE = 'Europe/Stockholm';
/** A week of nights, the last one the night that ended this morning: 3 wet. */
const WEEK = [1, 0, 1, 0, 0, 1, 0] as const;

/** Marks the page so a test can tell that it was never loaded again. */
const markPage = (page: Page) => page.evaluate(() => document.body.setAttribute('data-loaded-once', 'yes'));
const stillSamePage = (page: Page) => page.evaluate(() => document.body.getAttribute('data-loaded-once'));
const liveIndicator = (page: Page) => page.getByTestId('live-indicator').first();

describe('live screens', () => {
  const vigil = useVigil({ customer: 'bedwetting' });

  it('two staff with a child open see the phone’s nights arrive without reloading', async () => {
    const { server, page: nursePage } = vigil;
    const nurse = demoLogin(server, 'Nurse');
    const nurseApi = await VigilApi.logIn(server.baseUrl, nurse);
    const list = (await nurseApi.get('/patients/status?pageSize=1')) as {
      patients: { clinicsName: string[] }[];
    };
    const options = (await (await fetch(`${server.baseUrl}/api/v1/mobile/registration-options`)).json()) as {
      clinics: { idclinic: number; clinicName: string }[];
    };
    const clinicId = options.clinics.find(
      (clinic) => clinic.clinicName === list.patients[0]?.clinicsName[0],
    )?.idclinic;

    // Given a family registers their child in the phone app, and the nurse approves the child
    const child = await registerChild(server.baseUrl, { childName: CHILD, clinicId, timezone: ZONE });
    await new LoginPage(nursePage).logIn(nurse);
    await new Shell(nursePage).waitUntilShown();
    const approval = new ClinicApprovalDialog(nursePage);
    await approval.waitUntilShown();
    await approval.decide(CHILD, 'Approve');
    await approval.submit();

    // And the nurse and, in a browser of her own, the clinic's admin have the child open
    const adminContext = await newContext(vigil.browser, server.baseUrl);
    try {
      const adminPage = await adminContext.newPage();
      await new LoginPage(adminPage).logIn(demoLogin(server, 'Admin'));
      await new Shell(adminPage).waitUntilShown();
      const pages = [nursePage, adminPage];
      for (const page of pages) {
        await page.goto(`/#/patient/${child.patientId}`);
        await new PatientDetailsPage(page).waitUntilShown();
        await expect.poll(() => liveIndicator(page).getAttribute('data-live')).toBe('true');
        expect(await liveIndicator(page).getAttribute('aria-label')).toMatch(/^Live: /);
        await markPage(page);
      }
      for (const page of pages) {
        expect(await new PatientDetailsPage(page).statusIcon('WET').getAttribute('data-value')).toBeNull();
      }

      // When the phone sends a week of nights
      await child.sendNights(nightsFromValues([...WEEK], ZONE), { batchSize: 7, modelErrors: false });

      // Then both see the child's wet nights, on the page they had open
      for (const page of pages) {
        await expect
          .poll(() => new PatientDetailsPage(page).statusIcon('WET').getAttribute('data-value'), {
            timeout: 30_000,
          })
          .toBe('3');
        expect(await stillSamePage(page)).toBe('yes');
      }
      await screenshot(nursePage, 'live-screens-night-arrived');
    } finally {
      await adminContext.close();
    }
  });
});
