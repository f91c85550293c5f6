import { describe, expect, it } from 'vitest';
import { localDate, type NightState } from '@vigil/domain';
import { nightsFromValues, registerChild } from '../../apps/server/src/simulator/index.ts';
import { VigilApi } from '../harness/api.ts';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { BedwettingTabs } from '../pages/BedwettingTabs.ts';
import { ClinicApprovalDialog } from '../pages/ClinicApprovalDialog.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

const CHILD = 'Ebba Lindqvist';
const ZONE = 'Europe/Stockholm';
/** Two weeks of nights, the last one the night that ended this morning: 3 wet (1 very wet), 11 dry. */
const TWO_WEEKS = [1, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] as const;

const STATE_OF_VALUE: Record<0 | 1 | 2, NightState> = { 0: 'dry', 1: 'wet', 2: 'veryWet' };

/** The nurse's clinic: the one the patients she sees belong to. */
async function nurseClinicName(api: VigilApi): Promise<string> {
  const list = (await api.get('/patients/status?pageSize=1')) as { patients: { clinicsName: string[] }[] };
  const name = list.patients[0]?.clinicsName[0];
  if (!name) throw new Error('the demo nurse sees no patient, so her clinic is unknown');
  return name;
}

/** The patient's latest values of the given variables, by acronym, as the patients list has them. */
async function latestValues(api: VigilApi, patientId: number, acronyms: readonly string[]) {
  const variables = (await api.get('/patientvariables')) as {
    idpatientVariables: number;
    acronyme: string;
  }[];
  const status = (await api.get(`/patients/${patientId}/status`)) as {
    dangerList: Record<string, { variableValueFull: number | null } | undefined>;
  };
  return Object.fromEntries(
    acronyms.map((acronym) => {
      const variable = variables.find((candidate) => candidate.acronyme === acronym);
      return [
        acronym,
        variable ? (status.dangerList[String(variable.idpatientVariables)]?.variableValueFull ?? null) : null,
      ];
    }),
  );
}

describe('bedwetting clinic workflow', () => {
  const vigil = useVigil({ customer: 'bedwetting' });

  it('a child registers in the app, the clinic approves, nights arrive, the nurse follows up and the phone reads her message', async () => {
    const { server, page } = vigil;
    const nurse = demoLogin(server, 'Nurse');
    const nurseApi = await VigilApi.logIn(server.baseUrl, nurse);
    const clinicName = await nurseClinicName(nurseApi);
    const options = (await (await fetch(`${server.baseUrl}/api/v1/mobile/registration-options`)).json()) as {
      clinics: { idclinic: number; clinicName: string }[];
    };
    const clinicId = options.clinics.find((clinic) => clinic.clinicName === clinicName)?.idclinic;

    // Given a family registers their child in the phone app, choosing the nurse's clinic
    const child = await registerChild(server.baseUrl, {
      childName: CHILD,
      clinicId,
      timezone: ZONE,
      appVersion: '2.1.8',
    });

    // When the nurse logs in, the clinic-approval dialog asks about the new child, and she approves
    await new LoginPage(page).logIn(nurse);
    await new Shell(page).waitUntilShown();
    const approval = new ClinicApprovalDialog(page);
    await approval.waitUntilShown();
    expect(await approval.patientNames()).toContain(CHILD);
    await screenshot(page, 'bedwetting-approval');
    await approval.decide(CHILD, 'Approve');
    await approval.submit();
    await expect
      .poll(
        async () =>
          ((await nurseApi.get(`/patients/${child.patientId}/status`)) as { approvedClinic: boolean | null })
            .approvedClinic,
      )
      .toBe(true);

    // And the phone sends two weeks of nights, and an alarm error of one night
    const nights = nightsFromValues([...TWO_WEEKS], ZONE);
    // The nights of the pattern only: the child drawn from the demo model may have alarm errors of its own.
    await child.sendNights(nights, { batchSize: 7, modelErrors: false });
    const errorNight = nights[5]!.night;
    await child.client.call('POST', '/mobile/technical-errors', {
      errors: [{ night: errorNight, occurredAt: `${errorNight}T00:30:00.000Z`, text: 'Sensor disconnected' }],
    });

    // Then the list shows the child's derived variables: of 14 nights 3 wet (1 very wet), 11 dry, 1 error
    const expectedVariables = { WET: 3, VWET: 1, DRY: 11, TECHERR: 1 };
    await expect
      .poll(() => latestValues(nurseApi, child.patientId, Object.keys(expectedVariables)))
      .toEqual(expectedVariables);
    // The list on screen was loaded before the nights came: a reload shows it as it is now.
    await page.reload();
    const list = new PatientsListPage(page);
    await list.waitUntilShown();
    for (const [acronym, value] of Object.entries(expectedVariables)) {
      await expect
        .poll(() => list.statusIcon(child.patientId, acronym).getAttribute('data-value'), {
          message: acronym,
        })
        .toBe(String(value));
    }
    await screenshot(page, 'bedwetting-list');

    // When the nurse opens the child's calendar, each night shows as the phone sent it
    await list.openPatient(child.patientId);
    const tabs = new BedwettingTabs(page);
    await tabs.open('Calendar');
    const today = localDate(new Date(), ZONE);
    const thisMonth = nights.filter(({ night }) => night.startsWith(today.slice(0, 7)));
    const expected = (subset: typeof nights) => ({
      dry: subset.filter(({ value, night }) => value === 0 && night !== errorNight).length,
      wet: subset.filter(({ value }) => value === 1).length,
      veryWet: subset.filter(({ value }) => value === 2).length,
      technicalError: subset.filter(({ night }) => night === errorNight).length,
    });
    const countsShown = async () => ({
      dry: await tabs.count('dry'),
      wet: await tabs.count('wet'),
      veryWet: await tabs.count('veryWet'),
      technicalError: await tabs.count('technicalError'),
    });
    expect(await countsShown()).toEqual(expected(thisMonth));
    for (const { night, value } of thisMonth) {
      expect(await tabs.nightState(night), night).toBe(
        night === errorNight ? 'technicalError' : STATE_OF_VALUE[value],
      );
    }
    expect(await tabs.count('missing')).toBe(0);
    await screenshot(page, 'bedwetting-calendar');
    if (thisMonth.length < nights.length) {
      // The two weeks began last month.
      await tabs.previousMonth();
      const lastMonth = nights.filter((night) => !thisMonth.includes(night));
      expect(await countsShown()).toEqual(expected(lastMonth));
      for (const { night, value } of lastMonth) {
        expect(await tabs.nightState(night), night).toBe(
          night === errorNight ? 'technicalError' : STATE_OF_VALUE[value],
        );
      }
    }

    // And the technical errors tab lists the alarm error, not yet fixed
    await tabs.open('Technical errors');
    await expect.poll(() => tabs.technicalErrorRows().count()).toBe(1);
    const errorRow = await tabs.technicalErrorRows().first().innerText();
    expect(errorRow).toContain('Sensor disconnected');
    expect(errorRow).toMatch(/not fixed/i);

    // When she sends a message, it is listed as waiting for the phone
    await tabs.open('Send messages');
    await tabs.sendMessage('Well done', 'Eleven dry nights out of fourteen. Keep the alarm on!');
    await new Shell(page).toast('Message sent').waitFor();
    await expect.poll(() => tabs.sentMessages().first().innerText()).toContain('Phone: waiting');

    // Then the phone reads it, and the nurse sees it read
    const received = await child.readMessages();
    expect(received).toContainEqual(
      expect.objectContaining({
        kind: 'patient',
        title: 'Well done',
        text: 'Eleven dry nights out of fourteen. Keep the alarm on!',
      }),
    );
    await tabs.open('Calendar');
    await tabs.open('Send messages');
    await expect.poll(() => tabs.sentMessages().first().innerText()).toContain('Phone: read');
    await screenshot(page, 'bedwetting-messages');
  });

  it('a patient whose app is too old for messages gets a notice instead of the form', async () => {
    const { server, page } = vigil;
    const nurse = demoLogin(server, 'Nurse');
    const nurseApi = await VigilApi.logIn(server.baseUrl, nurse);
    const clinicName = await nurseClinicName(nurseApi);
    const options = (await (await fetch(`${server.baseUrl}/api/v1/mobile/registration-options`)).json()) as {
      clinics: { idclinic: number; clinicName: string }[];
    };
    const child = await registerChild(server.baseUrl, {
      childName: 'Olle Berg',
      clinicId: options.clinics.find((clinic) => clinic.clinicName === clinicName)?.idclinic,
      timezone: ZONE,
      appVersion: '2.0.9',
    });
    await new LoginPage(page).logIn(nurse);
    await new Shell(page).waitUntilShown();
    await page.goto(`/#/patient/${child.patientId}`);
    const tabs = new BedwettingTabs(page);
    await tabs.open('Send messages');
    await expect
      .poll(() => page.getByTestId('old-app-notice').innerText())
      .toContain('The patient has an old version of the app, the message can not be sent');
    expect(await page.getByTestId('send-message').count()).toBe(0);
  });
});
