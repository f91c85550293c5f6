/**
 * FHIR Bulk Data `$export` of a large data set: the product admin (every patient in scope) kicks
 * off a system-level export through the real app (in process, `inject`), the export job writes the
 * NDJSON files, the manifest is read. Reports the job's time, the files, and the peak memory of the
 * process while the job ran (sampled every 50 ms). The data set is a database `npm run demo`
 * filled (generic flavour, 120 days of history a patient):
 *
 *   createdb -h 127.0.0.1 -U postgres vigil_fhir_bench
 *   CUSTOMER=generic DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_fhir_bench npm run demo -- --patients 10000
 *   CUSTOMER=generic DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_fhir_bench npx tsx bench/fhir-export-speed.ts
 *
 * Target (issue 43): 10,000 patients with 120 days in ≤ 60 s, memory bounded.
 */
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { runQueuedExports } from '../apps/server/src/features/fhir/export-job.ts';
import { openDemoDatabaseApp } from './lib/demo-database-app.ts';

const dataDir = await fs.mkdtemp(path.join(tmpdir(), 'vigil-export-bench-'));
// The server's own pool (10): the export reads a few statements at once beside the API's calls.
const { app, database, config, headers, close } = await openDemoDatabaseApp({ dataDir });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
try {
  const kickOff = await app.inject({
    method: 'GET',
    url: '/fhir/R4/$export',
    headers: { ...headers, prefer: 'respond-async', accept: 'application/fhir+json' },
  });
  if (kickOff.statusCode !== 202) throw new Error(`${kickOff.statusCode} ${kickOff.body}`);
  const statusUrl = new URL(String(kickOff.headers['content-location'])).pathname;

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const started = performance.now();
  await runQueuedExports({ db: database.db, customer: config.customer });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const status = await app.inject({ method: 'GET', url: statusUrl, headers });
  if (status.statusCode !== 200) throw new Error(`${status.statusCode} ${status.body}`);
  const manifest = status.json<{ output: { type: string; url: string; count: number }[] }>();
  const id = statusUrl.split('/').at(-1) ?? '';
  // The files are stored compressed in the database (fhir_export_part): their stored size.
  const stored = await database.db
    .selectFrom('fhirExportPart')
    .select(['type', sql<string>`sum(octet_length(data))`.as('bytes')])
    .where('exportId', '=', id)
    .groupBy('type')
    .execute();
  let bytes = 0;
  for (const file of manifest.output) {
    const size = Number(stored.find((row) => row.type === file.type)?.bytes ?? 0);
    bytes += size;
    console.log(
      `${file.type.padEnd(14)} ${String(file.count).padStart(9)} resources ${mb(size).padStart(8)}`,
    );
  }
  const resources = manifest.output.reduce((sum, file) => sum + file.count, 0);
  console.log(
    `export: ${seconds.toFixed(1)} s, ${resources} resources (${Math.round(resources / seconds)}/s), ${mb(bytes)} stored (compressed)`,
  );
  console.log(
    `memory: rss ${mb(before.rss)} before, peak ${mb(peakRss)}; heap used ${mb(before.heapUsed)} before, peak ${mb(peakHeap)}`,
  );
} finally {
  await close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
