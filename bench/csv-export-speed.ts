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
 */
import type { PatientStatusRow, VariableColumn } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { toCsv } from '../apps/web/src/components/export/csv.ts';
import { patientRowsCsv } from '../apps/web/src/components/export/patientRowsCsv.ts';
import { openDemoDatabaseApp } from './lib/demo-database-app.ts';

const runs = Number(process.argv[2] ?? 3);
const { app, headers, close } = await openDemoDatabaseApp({ poolSize: 4 });
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
} finally {
  await close();
}
