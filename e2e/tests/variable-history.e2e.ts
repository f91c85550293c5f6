import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientDetailsPage } from '../pages/PatientDetailsPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('the history of a child’s bedwetting variables', () => {
  const vigil = useVigil({ customer: 'bedwetting' });

  it('the nurse opens a demo child and sees a value for each day, on a diagram of days', async () => {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Nurse'));
    await new Shell(vigil.page).waitUntilShown();
    const list = new PatientsListPage(vigil.page);
    await list.waitUntilShown();
    const firstRow = vigil.page.locator('tbody tr').first();
    const patientId = Number(
      ((await firstRow.getAttribute('data-testid')) ?? '').replace('patient-row-', ''),
    );
    await list.openPatient(patientId);

    const patient = new PatientDetailsPage(vigil.page);
    await patient.waitUntilShown();
    for (const acronym of ['WET', 'NOENTRY', 'DSLE', 'DRYSTREAK']) {
      expect(await patient.historyRows(acronym).count()).toBeGreaterThan(1);
    }
    // Newest first, one row a day.
    const days = await patient.historyRows('NOENTRY').locator('td:first-child').allInnerTexts();
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort().reverse()).toEqual(days);

    await patient.showDiagrams();
    const ticks = await patient.timeAxisLabels('NOENTRY');
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((tick) => !tick.includes(':'))).toBe(true);
    await screenshot(vigil.page, 'patient-variable-history');
  });
});
