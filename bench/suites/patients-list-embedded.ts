import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { get } from '../lib/http-client.ts';
import { startServer } from '../lib/server.ts';
import { load, ms, summarize, type LatencySummary } from '../lib/stats.ts';
import { baselinePage } from './patients-list-baseline.ts';
import { seedPatientsList } from './patients-list-data.ts';
import { login } from './patients-list.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PATIENTS = Number(process.env.BENCH_EMBEDDED_PATIENTS ?? 1_000);
const LIST_CLIENTS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

export interface EmbeddedListResult {
  readonly patients: number;
  /** The list at 2 clients, and the same page as one SQL statement on the same data in-process. */
  readonly list: LatencySummary;
  readonly listBaseline: LatencySummary;
  /** /healthz and a static file from one more client: while the list loads the server, and idle. */
  readonly healthzBusy: LatencySummary;
  readonly healthzIdle: LatencySummary;
  readonly staticBusy: LatencySummary;
  readonly staticIdle: LatencySummary;
}

/**
 * The embedded database (the default of `npm start`): GET /patients/status at 2 clients on a
 * PGlite data folder (issue 20's target: p95 ≤ 50 ms), and /healthz and a static file answered
 * while that load runs (≤ 10 ms), beside the same calls on the idle server.
 */
export async function benchPatientsListEmbedded(): Promise<EmbeddedListResult> {
  // The static file is the built login page; `npm start` builds it the same way.
  execFileSync(process.execPath, ['scripts/build-web-if-changed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vigil-bench-embedded-'));
  try {
    console.log(`seeding ${PATIENTS} patients on the embedded database…`);
    const seeding = await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(seeding.db);
    const { clinicId, variableIds } = await seedPatientsList(seeding.db, PATIENTS);
    await sql`checkpoint`.execute(seeding.db);
    await seeding.close();

    const server = await startServer({ DATA_DIR: dataDir, CUSTOMER: 'generic', JOBS: 'false' });
    let figures: Omit<EmbeddedListResult, 'listBaseline'>;
    let serverPage: string;
    try {
      const token = await login(server.baseUrl);
      const first = await fetch(`${server.baseUrl}/api/v1/patients/status`, {
        headers: { 'x-auth-token': token },
      });
      serverPage = ((await first.json()) as { patients: { idpatient: number }[] }).patients
        .map((patient) => patient.idpatient)
        .join();
      const caller =
        (url: string, headers: Record<string, string> = {}) =>
        async () => {
          const { status } = await get(url, headers);
          if (status !== 200) throw new Error(`${url}: status ${status}`);
        };
      const callList = caller(`${server.baseUrl}/api/v1/patients/status`, { 'x-auth-token': token });
      const callHealthz = caller(`${server.baseUrl}/healthz`);
      const callStatic = caller(`${server.baseUrl}/`);
      await load(callList, { concurrency: LIST_CLIENTS, seconds: WARM_UP_SECONDS });
      const healthzIdle = await load(callHealthz, { concurrency: 1, seconds: SECONDS });
      const staticIdle = await load(callStatic, { concurrency: 1, seconds: SECONDS });
      const [list, healthzBusy, staticBusy] = await Promise.all([
        load(callList, { concurrency: LIST_CLIENTS, seconds: SECONDS }),
        load(callHealthz, { concurrency: 1, seconds: SECONDS }),
        load(callStatic, { concurrency: 1, seconds: SECONDS }),
      ]);
      figures = { patients: PATIENTS, list, healthzBusy, healthzIdle, staticBusy, staticIdle };
    } finally {
      await server.stop();
    }
    const listBaseline = await baselineOnSameData(dataDir, { clinicId, variableIds, serverPage });
    return { ...figures, listBaseline };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The strong baseline statement of the PostgreSQL suite on the same data folder, through the same
 * driver as the server's (PGlite on its own thread; one session, so one statement at a time). It
 * must give the server's page before it is timed.
 */
async function baselineOnSameData(
  dataDir: string,
  options: { clinicId: number; variableIds: number[]; serverPage: string },
): Promise<LatencySummary> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const today = new Date().toISOString().slice(0, 10);
    const page = baselinePage({ ...options, sortVariableId: null, today });
    const check = await page.execute(database.db);
    if (check.rows.map((row) => row.id).join() !== options.serverPage)
      throw new Error("the baseline's page differs from the server's");
    const durations: number[] = [];
    const started = performance.now();
    while (performance.now() - started < SECONDS * 1000) {
      const start = performance.now();
      await page.execute(database.db);
      durations.push(performance.now() - start);
    }
    return summarize(durations, (performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}

export function printEmbeddedListResults(result: EmbeddedListResult): void {
  console.log(`\nEmbedded database — ${result.patients} patients in scope, ${SECONDS} s per measurement`);
  const row = (call: string, figures: LatencySummary, baseline: LatencySummary, against: string) => ({
    call,
    p50: ms(figures.p50),
    p95: ms(figures.p95),
    'per second': figures.perSecond.toFixed(0),
    baseline: against,
    'baseline p95': ms(baseline.p95),
    'p95 ratio': (figures.p95 / baseline.p95).toFixed(2),
  });
  console.table([
    row('GET /patients/status, 2 clients', result.list, result.listBaseline, 'one SQL statement'),
    row('GET /healthz during the list load', result.healthzBusy, result.healthzIdle, 'idle server'),
    row('GET / (static) during the list load', result.staticBusy, result.staticIdle, 'idle server'),
  ]);
}
