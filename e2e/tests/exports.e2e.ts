import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isAiVariable,
  monthsFrom,
  nightCalendarSchema,
  patientDetailsSchema,
  shiftMonth,
  variableHistorySchema,
  type CalendarNight,
  type Customer,
  type NightCalendar,
} from '@vigil/domain';
import { VigilApi } from '../harness/api.ts';
import { seriousViolations } from '../harness/axe.ts';
import { ARTIFACTS_DIR, newContext, PHONE, screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { CategoriesPage } from '../pages/CategoriesPage.ts';
import { ClinicApprovalDialog } from '../pages/ClinicApprovalDialog.ts';
import { saveCsv } from '../pages/Downloads.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { PatientSummaryPage, type Box } from '../pages/PatientSummaryPage.ts';
import { Shell } from '../pages/Shell.ts';

const BOM = [0xef, 0xbb, 0xbf];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** What a night's state reads as in German, in the calendar and its CSV. */
const GERMAN_NIGHT_STATES: Record<CalendarNight['state'], string> = {
  dry: 'Trocken',
  wet: 'Nass',
  veryWet: 'Sehr nass',
  missing: 'Fehlende Daten',
  technicalError: 'Technischer Fehler',
  notRecordedYet: 'Noch nicht erfasst',
  beforeStart: 'Vor dem Beginn',
  future: 'Noch nicht erreicht',
};

/** Whether two boxes on the page share any area. */
function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1
  );
}

/**
 * A patient's months of nights through the API, oldest first: from the month of the day `firstDay`
 * picks (given the current month) to the current one.
 */
async function nightMonthsOf(
  api: VigilApi,
  patientId: number,
  firstDay: (current: NightCalendar) => string,
): Promise<NightCalendar[]> {
  const current = nightCalendarSchema.parse(await api.get(`/patients/${patientId}/nights`));
  const earlier: NightCalendar[] = [];
  for (const month of monthsFrom(firstDay(current).slice(0, 7), shiftMonth(current.month, -1)))
    earlier.push(nightCalendarSchema.parse(await api.get(`/patients/${patientId}/nights?month=${month}`)));
  return [...earlier, current];
}

describe.each<Customer>(['bedwetting', 'generic'])(
  'CSV exports and the printable summary, %s',
  (customer) => {
    const vigil = useVigil({ customer });

    async function logIn(role: string): Promise<PatientsListPage> {
      await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, role));
      await new Shell(vigil.page).waitUntilShown();
      if (role === 'Product admin' && customer === 'bedwetting')
        await new ClinicApprovalDialog(vigil.page).close();
      const list = new PatientsListPage(vigil.page);
      await list.waitUntilShown();
      return list;
    }

    /** The patients the list says it holds ("Patienten: 12"). */
    async function shownTotal(): Promise<number> {
      const text = await vigil.page.getByTestId('patients-total').innerText();
      return Number(/(\d+)/.exec(text)?.[1]);
    }

    it('the nurse saves the whole list in German: BOM, German headers, ISO days, only her patients', async () => {
      const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
      await api.setProfileLanguage('de');
      await logIn('Nurse');
      const csv = await saveCsv(vigil.page, vigil.page.getByTestId('patients-csv'));

      expect([...csv.bytes.subarray(0, 3)]).toEqual(BOM);
      expect(csv.fileName).toMatch(/^patienten-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header = [], ...rows] = csv.rows;
      expect(header.slice(0, 6)).toEqual([
        'Name',
        'Alter',
        'Klinik',
        'KI-Score (%)',
        'Tag des KI-Scores',
        'Deaktiviert',
      ]);
      expect(header.slice(-2)).toEqual(['Service bis', 'Service']);
      // Every patient of the list, not only the page on screen, and no other.
      expect(rows).toHaveLength(await shownTotal());
      const names = rows.map((row) => row[0]);
      const onScreen = await vigil.page.locator('[data-testid^="patient-row-"] a').allInnerTexts();
      expect(names.slice(0, onScreen.length)).toEqual(onScreen);
      for (const row of rows) {
        expect(row).toHaveLength(header.length);
        if (row[4] !== '') expect(row[4]).toMatch(ISO_DAY);
        if (row[3] !== '') expect(row[3]).toMatch(/^\d{1,3}$/);
      }

      // A filter narrows the file as it narrows the list.
      await vigil.page.getByTestId('patients-filter').fill(names[0] ?? '');
      await vigil.page.waitForFunction(
        (name) =>
          Array.from(document.querySelectorAll('[data-testid^="patient-row-"] a')).every(
            (link) => link.textContent === name,
          ),
        names[0],
      );
      const filtered = await saveCsv(vigil.page, vigil.page.getByTestId('patients-csv'));
      expect(filtered.rows.slice(1).map((row) => row[0])).toEqual(names.filter((name) => name === names[0]));
    });

    it('another clinic’s nurse saves a list that holds none of the first clinic’s patients', async () => {
      await logIn('Other clinic');
      const theirs = (await saveCsv(vigil.page, vigil.page.getByTestId('patients-csv'))).rows.slice(1);
      expect(theirs).toHaveLength(await shownTotal());
      // The first clinic's nurse, in a browser of her own.
      const context = await newContext(vigil.browser, vigil.server.baseUrl);
      try {
        const page = await context.newPage();
        await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
        await new PatientsListPage(page).waitUntilShown();
        const ours = (await saveCsv(page, page.getByTestId('patients-csv'))).rows.slice(1);
        expect(ours.length).toBeGreaterThan(0);
        const clinicsOfOurs = new Set(ours.map((row) => row[2]));
        for (const row of theirs) expect(clinicsOfOurs.has(row[2] ?? '')).toBe(false);
      } finally {
        await context.close();
      }
    });

    it('the nurse saves a patient’s values history and prints the patient’s summary', async () => {
      // The first test left her profile German.
      await (
        await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'))
      ).setProfileLanguage('en');
      const list = await logIn('Nurse');
      const firstRow = vigil.page.locator('tbody tr').first();
      const name = await firstRow.locator('a').first().innerText();
      const patientId = Number(
        ((await firstRow.getAttribute('data-testid')) ?? '').replace('patient-row-', ''),
      );
      await list.openPatient(patientId);
      await vigil.page.getByTestId('history-panels').waitFor();

      const history = await saveCsv(vigil.page, vigil.page.getByTestId('history-csv'));
      expect([...history.bytes.subarray(0, 3)]).toEqual(BOM);
      const [header = [], ...values] = history.rows;
      expect(header).toEqual(['Time', 'Time (UTC)', 'Code', 'Variable', 'Units', 'Value']);
      expect(values.length).toBeGreaterThan(0);
      for (const row of values) {
        expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/);
        expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        if (row[5] !== '') expect(Number.isFinite(Number(row[5]))).toBe(true);
      }

      await vigil.page.getByTestId('summary-button').click();
      const summary = vigil.page.getByTestId('patient-summary');
      await summary.getByTestId('summary-statuses').locator('tbody tr').first().waitFor();
      await summary.getByTestId('summary-interventions').waitFor();
      expect(await seriousViolations(vigil.page)).toEqual([]);
      await screenshot(vigil.page, `patient-summary-${customer}`);

      await vigil.page.emulateMedia({ media: 'print' });
      // In print only the summary shows: no top bar, menu or buttons.
      expect(await vigil.page.locator('header[data-no-print]').isVisible()).toBe(false);
      expect(await summary.getByRole('button', { name: 'Print / save as PDF' }).isVisible()).toBe(false);
      const printed = await summary.innerText();
      expect(printed).toContain(`Patient summary: ${name}`);
      expect(printed).toContain(`Record number: ${patientId}`);
      expect(printed).toContain('AI risk score');
      expect(printed).toContain('Statuses and limits');
      expect(printed).toContain('Latest messages');
      const statusRows = summary.getByTestId('summary-statuses').locator('tbody tr');
      expect(await statusRows.count()).toBeGreaterThan(1);
      // A status with a value says when it was taken (ISO day, maybe with a time).
      const cells = await statusRows.evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
      );
      const withValue = cells.filter((row) => row[1] !== '–');
      expect(withValue.length).toBeGreaterThan(0);
      for (const row of withValue)
        expect(row[2]).toMatch(/^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?|Days since: \d+)$/);

      const pdf = await vigil.page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // A4 portrait: 595 × 842 points.
      expect(pdf.toString('latin1')).toMatch(
        /\/MediaBox \[0 0 595(\.\d+)? 841(\.\d+)?\]|\/MediaBox \[0 0 595(\.\d+)? 842(\.\d+)?\]/,
      );
    });

    it('the nurse saves every patient of a category, also those past the dialog’s first page', async () => {
      await logIn('Nurse');
      const categories = new CategoriesPage(vigil.page);
      await categories.open();
      const names = await categories.panelNames();
      const counts = await Promise.all(names.map((name) => categories.patientCount(name)));
      const count = Math.max(...counts);
      const biggest = names[counts.indexOf(count)] ?? '';
      expect(count).toBeGreaterThan(0);
      await categories.panel(biggest).getByTestId('panel-open').click();
      const dialog = vigil.page.getByRole('dialog');
      await dialog.getByTestId('category-dialog-table').waitFor();
      expect(await seriousViolations(vigil.page)).toEqual([]);

      const csv = await saveCsv(vigil.page, dialog.getByTestId('category-csv'));
      expect([...csv.bytes.subarray(0, 3)]).toEqual(BOM);
      const [header = [], ...rows] = csv.rows;
      expect(header.slice(0, 4)).toEqual(['Name', 'Age', 'Clinic', 'AI score (%)']);
      expect(rows).toHaveLength(count);
      const shown = await dialog.locator('tbody tr[data-testid^="category-patient-"] a').allInnerTexts();
      expect(rows.slice(0, shown.length).map((row) => row[0])).toEqual(shown);
    });

    it('the German nurse prints the summary with the last 30 days drawn as the API holds them', async () => {
      const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
      await api.setProfileLanguage('de');
      try {
        await logIn('Nurse');
        const row = vigil.page.locator('tbody tr').first();
        const patientId = Number(((await row.getAttribute('data-testid')) ?? '').replace('patient-row-', ''));
        const histories = variableHistorySchema
          .array()
          .parse(await api.get(`/patients/${patientId}/variablehistory?time=1m`));
        const { patient } = patientDetailsSchema.parse(await api.get(`/patients/${patientId}`));
        // Every measured or derived variable with a value in the period is drawn; the AI's are not.
        const drawn = histories.filter(
          (history) =>
            !isAiVariable(history.acronyme) && history.values.some((point) => point.value !== null),
        );
        expect(drawn.length).toBeGreaterThan(1);

        const summary = new PatientSummaryPage(vigil.page);
        await summary.open(patientId);
        const text = await summary.sheet.innerText();
        expect(text).toContain('Diagramme der letzten 30 Tage');
        expect(text).toContain('Graues Band: Normalbereich');
        expect(await summary.diagramAcronyms()).toEqual(drawn.map((history) => history.acronyme));
        for (const history of drawn) {
          const diagram = summary.diagram(history.acronyme);
          expect(await diagram.locator('figcaption').innerText()).toBe(history.variableNameTranslate);
          // A dashed line at each alert limit in force that a value reaches, and only there.
          const limit = patient.dangerList[String(history.idpatientVariables)]?.limit;
          const values = history.values.flatMap((point) => (point.value === null ? [] : [point.value]));
          const reached = limit
            ? Number(Math.min(...values) <= limit.alertLow) + Number(Math.max(...values) >= limit.alertHigh)
            : 0;
          expect(await summary.dashedLines(history.acronyme), history.acronyme).toBe(reached);
        }

        if (customer === 'bedwetting') {
          expect(text).toContain('Nächte der letzten 30 Tage');
          const months = await nightMonthsOf(api, patientId, (current) => addDays(current.today, -29));
          const today = months.at(-1)!.today;
          const expected = months
            .flatMap((month) => month.nights)
            .filter((night) => night.night > addDays(today, -30) && night.night <= today);
          expect(await summary.nights()).toEqual(expected.map(({ night, state }) => ({ night, state })));
          expect(await summary.nightCount('wet')).toBe(
            expected.filter((night) => night.state === 'wet').length,
          );
          expect(await summary.nightCount('dry')).toBe(
            expected.filter((night) => night.state === 'dry').length,
          );
        } else {
          expect(text).not.toContain('Nächte der letzten 30 Tage');
        }
        expect(await seriousViolations(vigil.page)).toEqual([]);

        // On paper: print media on an A4 page's width (186 mm between the margins, 703 px), where
        // every diagram stays inside its own column, none over another.
        await vigil.page.emulateMedia({ media: 'print' });
        await vigil.page.setViewportSize({ width: 703, height: 1000 });
        const boxes = await summary.diagramBoxes();
        expect(boxes).toHaveLength(drawn.length);
        for (const [index, { figure, drawing }] of boxes.entries()) {
          expect(drawing.width).toBeGreaterThan(150);
          expect(drawing.height).toBeGreaterThan(80);
          expect(drawing.y + drawing.height).toBeLessThanOrEqual(figure.y + figure.height + 1);
          expect(drawing.x).toBeGreaterThanOrEqual(figure.x - 1);
          expect(drawing.x + drawing.width).toBeLessThanOrEqual(figure.x + figure.width + 1);
          expect(figure.x + figure.width).toBeLessThanOrEqual(703);
          for (const other of boxes.slice(index + 1)) expect(overlaps(figure, other.figure)).toBe(false);
        }
        await screenshot(vigil.page, `patient-summary-print-de-${customer}`);
        const pdf = await vigil.page.pdf({ format: 'A4' });
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        await mkdir(ARTIFACTS_DIR, { recursive: true });
        await writeFile(`${ARTIFACTS_DIR}patient-summary-de-${customer}.pdf`, pdf);
      } finally {
        await api.setProfileLanguage('en');
      }
    });

    it.runIf(customer === 'bedwetting')(
      'the German nurse saves every night of a child as CSV, not only the month shown',
      async () => {
        const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
        await api.setProfileLanguage('de');
        try {
          const list = await logIn('Nurse');
          // A child of the list whose nights began before this month: more than one month to save.
          let patientId = 0;
          let months: NightCalendar[] = [];
          for (const id of await list.shownPatientIds()) {
            patientId = id;
            months = await nightMonthsOf(api, id, (now) => now.firstNight ?? now.today);
            if (months.length > 1) break;
          }
          expect(months.length).toBeGreaterThan(1);
          await list.openPatient(patientId);
          await vigil.page.getByRole('tab', { name: 'Kalender' }).click();
          await vigil.page.getByTestId('night-calendar').waitFor();
          const csv = await saveCsv(vigil.page, vigil.page.getByTestId('nights-csv'));

          expect([...csv.bytes.subarray(0, 3)]).toEqual(BOM);
          expect(csv.fileName).toMatch(/-kalender-\d{4}-\d{2}-\d{2}\.csv$/);
          const [header = [], ...rows] = csv.rows;
          expect(header).toEqual([
            'Nacht',
            'Zustand',
            'Eintrag',
            'Aufgewacht',
            'Selbst aufgewacht',
            'Aufgewacht um',
            'Ein zweites Mal nass',
            'Korrigierter Eintrag',
            'Erfasst',
            'Erfasst (UTC)',
            'Technische Fehler',
            'Zeitzone',
          ]);
          // Every night from the first to today, as the API's months hold them: days still to
          // come and empty days before the start are left out.
          const current = months.at(-1)!;
          const expected = months
            .flatMap((month) => month.nights)
            .filter(
              (night) =>
                night.state !== 'future' &&
                (night.state !== 'beforeStart' ||
                  night.recordedAt !== null ||
                  night.technicalErrors.length > 0),
            );
          expect(rows.map((cells) => cells.slice(0, 2))).toEqual(
            expected.map((night) => [night.night, GERMAN_NIGHT_STATES[night.state]]),
          );
          expect(rows.at(-1)?.[0]).toBe(current.today);
          // More than the month on screen.
          expect((rows[0]?.[0] ?? '').slice(0, 7) < current.month).toBe(true);
          const entries: Record<number, string> = { 0: 'Trocken', 1: 'Nass', 2: 'Sehr nass' };
          rows.forEach((cells, index) => {
            const night = expected[index]!;
            expect(cells).toHaveLength(header.length);
            expect(cells[0]).toMatch(ISO_DAY);
            expect(cells[2]).toBe(
              night.recordedAt === null ? '' : night.value === null ? 'Keine Daten' : entries[night.value],
            );
            expect(cells[9]).toBe(night.recordedAt === null ? '' : new Date(night.recordedAt).toISOString());
            if (cells[9] !== '') expect(cells[9]).toMatch(ISO_INSTANT);
            expect(cells[11]).toBe(current.timezone);
          });
          expect(rows.some((cells) => cells[1] === 'Nass' || cells[1] === 'Sehr nass')).toBe(true);
        } finally {
          await api.setProfileLanguage('en');
        }
      },
    );

    it('the German nurse finds the CSV and summary buttons on a phone', async () => {
      const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
      await api.setProfileLanguage('de');
      const context = await newContext(vigil.browser, vigil.server.baseUrl, PHONE);
      try {
        const page = await context.newPage();
        await new LoginPage(page).logIn(demoLogin(vigil.server, 'Nurse'));
        const list = new PatientsListPage(page);
        await list.waitUntilShown();
        await page.getByTestId('patients-csv').getByText('CSV exportieren').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `patients-csv-phone-de-${customer}`);
        const row = page.locator('tbody tr').first();
        const patientId = Number(((await row.getAttribute('data-testid')) ?? '').replace('patient-row-', ''));
        await page.goto(`/#/patient/${patientId}/summary`);
        await page.getByTestId('summary-statuses').locator('tbody tr').first().waitFor();
        expect(await page.getByTestId('patient-summary').innerText()).toContain('Patientenübersicht');
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `patient-summary-phone-de-${customer}`);
      } finally {
        await context.close();
        await api.setProfileLanguage('en');
      }
    });
  },
);
