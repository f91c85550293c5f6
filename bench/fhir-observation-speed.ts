/**
 * FHIR Observation search on a large clinic: `GET /fhir/R4/Observation?patient=…&_count=100` for
 * 200 patients spread over the data set, through the real app (in process, `inject`: no socket),
 * logged in as the product admin, who sees every patient. The data set is a database that
 * `npm run demo` filled (generic flavour, 120 days of history a patient):
 *
 *   createdb -h 127.0.0.1 -U postgres vigil_fhir_bench
 *   CUSTOMER=generic DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_fhir_bench npm run demo -- --patients 10000
 *   CUSTOMER=generic DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_fhir_bench npx tsx bench/fhir-observation-speed.ts
 *
 * Baseline, same run and patients: the API's every stored WEIGHT value of the patient
 * (`/api/v1/patients/{id}/variable-values/acronym/WEIGHT`). Target (issue 43): p95 ≤ 50 ms.
 */
import { openDemoDatabaseApp } from './lib/demo-database-app.ts';
import { summarize } from './lib/stats.ts';

const REQUESTS = 200;
const { app, database, headers, close } = await openDemoDatabaseApp({ poolSize: 4 });
try {
  const patients = await database.db
    .selectFrom('patient')
    .select('id')
    .where('inactive', '=', false)
    .orderBy('id')
    .execute();
  console.log(`${patients.length} active patients`);
  const picked = Array.from(
    { length: REQUESTS },
    (_, index) => patients[(index * 7919) % patients.length]!.id,
  );

  const time = async (path: (id: number) => string) => {
    const durations: number[] = [];
    let entries = 0;
    const started = performance.now();
    for (const id of picked) {
      const before = performance.now();
      const response = await app.inject({ method: 'GET', url: path(id), headers });
      durations.push(performance.now() - before);
      if (response.statusCode !== 200)
        throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
      const body = response.json<{ entry?: unknown[] } | unknown[]>();
      entries += Array.isArray(body) ? body.length : (body.entry?.length ?? 0);
    }
    return { ...summarize(durations, (performance.now() - started) / 1000), entries: entries / REQUESTS };
  };
  // One warm-up pass each, so both measured passes read from a warm cache.
  await time((id) => `/fhir/R4/Observation?patient=${id}&_count=100`);
  const baseline = await time((id) => `/api/v1/patients/${id}/variable-values/acronym/WEIGHT`);
  const fhir = await time((id) => `/fhir/R4/Observation?patient=${id}&_count=100`);
  const show = (name: string, figures: typeof fhir) =>
    console.log(
      `${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.entries.toFixed(0)} rows per answer`,
    );
  show('baseline /api/v1 WEIGHT values', baseline);
  show('FHIR Observation?patient&_count=100', fhir);
} finally {
  await close();
}
