import { describe, expect, it } from 'vitest';
import { medicalNoteSchema } from '@vigil/domain';
import { z } from 'zod';
import { VigilApi } from '../harness/api.ts';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil, type VigilSession } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientDetailsPage } from '../pages/PatientDetailsPage.ts';
import { Shell } from '../pages/Shell.ts';

const XSS = 'Great week! <img src=x onerror="window.__noteXss=1"><script>window.__noteXss=2</script>';

const listSchema = z.object({ patients: z.array(z.object({ idpatient: z.number() })) });

/** A patient of the nurse's list who has data for a note (and, when asked, takes messages). */
async function patientWithData(api: VigilApi, { message }: { message?: string } = {}): Promise<number> {
  const { patients } = listSchema.parse(await api.get('/patients/status?page=0&size=100'));
  for (const { idpatient } of patients) {
    const note = medicalNoteSchema.parse(await api.get(`/patients/${idpatient}/medical-status-rapport-gpt`));
    if (note.missingDays === null) continue;
    if (!message) return idpatient;
    const sent = await api
      .post(`/patients/${idpatient}/patient-message`, { messageTitle: 'Hello', messageText: message })
      .then(() => true)
      .catch(() => false);
    if (sent) return idpatient;
  }
  throw new Error('no patient of the demo clinic has data for a note');
}

async function openNote(vigil: VigilSession, patientId: number) {
  await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Nurse'));
  await new Shell(vigil.page).waitUntilShown();
  await vigil.page.goto(`/#/patient/${patientId}`);
  await new PatientDetailsPage(vigil.page).waitUntilShown();
  await vigil.page.getByRole('button', { name: 'Suggested Medical Record Note' }).click();
  const dialog = vigil.page.getByRole('dialog');
  await dialog.getByTestId('medical-note-text').waitFor();
  return dialog;
}

describe('the suggested medical record note, bedwetting flavour', () => {
  const vigil = useVigil();

  it('shows a draft from the child’s nights with its facts, and a script in a message stays text', async () => {
    const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    const patientId = await patientWithData(api, { message: XSS });
    const dialog = await openNote(vigil, patientId);
    const text = await dialog.getByTestId('medical-note-text').innerText();
    expect(text).toMatch(/day \d+ of the alarm treatment\./);
    expect(text).toMatch(/Last 14 nights/);
    // The message's markup is stripped from the quote: the sentence is plain text.
    expect(text).toContain('Message sent today: “Great week!”.');
    expect(text).not.toMatch(/<img|<script|onerror/);
    expect(await dialog.getByTestId('medical-note-text').locator('img, script').count()).toBe(0);
    expect(await vigil.page.evaluate(() => (window as { __noteXss?: number }).__noteXss)).toBeUndefined();
    expect(await dialog.getByText('Draft — review before use').count()).toBe(1);
    expect(await dialog.getByTestId('medical-note-writer').innerText()).toBe(
      "Written from the patient's data by Vigil's template",
    );

    // Choosing a sentence shows the facts it rests on.
    await dialog.locator('.note-sentence').nth(1).click();
    const facts = dialog.getByTestId('medical-note-facts');
    await facts.waitFor();
    expect(await facts.locator('[class*="cited"]').innerText()).toMatch(/^Last 14 nights/);
    await screenshot(vigil.page, 'medical-note-bedwetting');

    // Copy puts the note on the clipboard as plain text: no markup, no entities.
    await vigil.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: vigil.server.baseUrl,
    });
    await dialog.getByRole('button', { name: 'Copy note' }).click();
    const copied = await vigil.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\d+-year-old (boy|girl|child), day \d+ of the alarm treatment\./);
    expect(copied).toContain('Message sent today: “Great week!”.');
    expect(copied).not.toMatch(/[<>]|&[#a-z0-9]+;/i);
  });

  it('sanitizes the note’s HTML itself, even if the answer carried markup', async () => {
    const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    const patientId = await patientWithData(api);
    await vigil.page.route('**/medical-status-rapport-gpt', async (route) => {
      const response = await route.fetch();
      const note = medicalNoteSchema.parse(await response.json());
      // No inline event handler here: Chromium reports those to the CSP (which would block them) as
      // soon as any parser reads them, even an inert one; the other ways in must be taken out.
      const hostile =
        '<p><span class="note-sentence" data-facts="f1">Fine.</span>' +
        '<img src="x"><script>window.__noteXss=4</script>' +
        '<a href="javascript:window.__noteXss=5">link</a>' +
        '<iframe srcdoc="<script>parent.__noteXss=6</script>"></iframe></p>';
      await route.fulfill({ response, json: { ...note, gptresponse: hostile } });
    });
    const dialog = await openNote(vigil, patientId);
    const text = dialog.getByTestId('medical-note-text');
    expect(await text.innerText()).toContain('Fine.');
    expect(await text.locator('img, script, a, iframe').count()).toBe(0);
    expect(await vigil.page.evaluate(() => (window as { __noteXss?: number }).__noteXss)).toBeUndefined();
  });
});

describe('the suggested medical record note, generic flavour', () => {
  const vigil = useVigil({ customer: 'generic' });

  it('shows a draft from the measurements in German', async () => {
    const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    const patientId = await patientWithData(api);
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Nurse'));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    await shell.chooseLanguage('Deutsch');
    await vigil.page.goto(`/#/patient/${patientId}`);
    await new PatientDetailsPage(vigil.page).waitUntilShown();
    await vigil.page.getByRole('button', { name: 'Vorgeschlagene Notiz für die Krankenakte' }).click();
    const note = vigil.page.getByRole('dialog').getByTestId('medical-note-text');
    await note.waitFor();
    const text = await note.innerText();
    expect(text).toMatch(/seit \d+ Tagen zu Hause überwacht\./);
    expect(text).toMatch(/Gewicht: zuletzt \d+(,\d)? kg/);
    expect(text).toMatch(/KI-Risiko eines Krankenhausaufenthalts innerhalb von 14 Tagen: \d+ %/);
    await screenshot(vigil.page, 'medical-note-generic-de');
  });
});
