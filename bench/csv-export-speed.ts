/**
 * The patients list as CSV for a large clinic, as the list's CSV button makes it: every page of
 * the list call at its largest page size (500) in the screen's sort, then the web's own CSV
 * writer (`patientRowsCsv`, `toCsv`) over all rows. Through the real app (in process, `inject`),
 * logged in as the product admin, who sees every patient. The data set is a database that
 * `npm run demo` filled (as bench/fhir-export-speed.ts):
 *
 *   CUSTOMER=generic DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_fhir_bench npx tsx bench/csv-export-speed.ts [runs=3]
 *
 * Baseline, same run: the list's first page of 20 rows, what the screen itself asks for.
 * No target in the issue; the figure says how long a clinician waits after the click.
 * In a flavour that records nights (CUSTOMER=bedwetting), also a patient's nights CSV as the
 * calendar's button reads it: the current month, then every earlier month back to the first
 * night's, one call each, for the 20 patients whose nights began longest ago.
 */
import { flavourOf, type NightCalendar, type PatientStatusRow, type VariableColumn } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { toCsv } from '../apps/web/src/components/export/csv.ts';
import { patientRowsCsv } from '../apps/web/src/components/export/patientRowsCsv.ts';
import { openDemoDatabaseApp } from './lib/demo-database-app.ts';

const runs = Number(process.argv[2] ?? 3);
const { app, database, config, headers, close } = await openDemoDatabaseApp({ poolSize: 4 });
// The header keys stand for their texts: the writer's cost does not depend on the language.
const t = ((key: string) => key) as unknown as TFunction;
interface ListPage {
  patients: PatientStatusRow[];
  variables: VariableColumn[];
  total: number;
}
try {
  const page = async (index: number, pageSize: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/patients/status?window=1&sort=NAME&direction=asc&page=${index}&pageSize=${pageSize}`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.json<ListPage>();
  };
  const wholeList = async () => {
    const rows: PatientStatusRow[] = [];
    let variables: VariableColumn[] = [];
    for (let index = 0; ; index += 1) {
      const answer = await page(index, 500);
      rows.push(...answer.patients);
      variables = answer.variables;
      if (answer.patients.length === 0 || rows.length >= answer.total) return { rows, variables };
    }
  };
  await wholeList(); // warm-up
  for (let run = 1; run <= runs; run++) {
    let started = performance.now();
    await page(0, 20);
    const baselineMs = performance.now() - started;
    started = performance.now();
    const { rows, variables } = await wholeList();
    const readMs = performance.now() - started;
    started = performance.now();
    const table = patientRowsCsv(t, rows, variables, { withService: true });
    const csv = toCsv(table.header, table.rows);
    const writeMs = performance.now() - started;
    console.log(
      `run ${run}: ${rows.length} rows, ${(csv.length / 1e6).toFixed(1)} MB of CSV; read ${(readMs / 1000).toFixed(2)} s ` +
        `(${Math.ceil(rows.length / 500)} pages), written ${(writeMs / 1000).toFixed(2)} s, ` +
        `total ${((readMs + writeMs) / 1000).toFixed(2)} s = ×${((readMs + writeMs) / baselineMs).toFixed(0)} the baseline (first page of 20: ${baselineMs.toFixed(1)} ms)`,
    );
  }
  if (flavourOf(config.customer).patientTabs.includes('calendar')) await timeNightsCsv();
} finally {
  await close();
}

/** The nights CSV's reads for the patients with the longest calendars: months read, time each. */
async function timeNightsCsv() {
  const oldest = await database.db
    .selectFrom('nightlyEntry')
    .select(['patientId', (eb) => eb.fn.min('night').as('first')])
    .groupBy('patientId')
    .orderBy('first')
    .limit(20)
    .execute();
  const month = async (patientId: number, which?: string) => {
    const query = which ? `?month=${which}` : '';
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/nights${query}`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.json<NightCalendar>();
  };
  const times: number[] = [];
  let months = 0;
  for (const { patientId } of oldest) {
    const started = performance.now();
    const current = await month(patientId);
    const first = (current.firstNight ?? current.today).slice(0, 7);
    let read = 1;
    for (let at = previousMonth(current.month); at >= first; at = previousMonth(at)) {
      await month(patientId, at);
      read += 1;
    }
    times.push(performance.now() - started);
    months = Math.max(months, read);
  }
  times.sort((a, b) => a - b);
  console.log(
    `nights CSV, ${times.length} patients of up to ${months} months: median ${(times[times.length >> 1]! / 1000).toFixed(2)} s, ` +
      `worst ${(times.at(-1)! / 1000).toFixed(2)} s`,
  );
}

function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}
