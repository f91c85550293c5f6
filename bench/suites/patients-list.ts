import { sql } from 'kysely';
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { cpuPerRequest, measureCpu, type CpuSpent } from '../lib/cpu.ts';
import { get } from '../lib/http-client.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { load, scenarioRow, type ScenarioFigures } from '../lib/stats.ts';
import { baselinePage } from './patients-list-baseline.ts';
import { BENCH_USER, seedPatientsList } from './patients-list-data.ts';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
// One client per core, then four per core: a busy clinic.
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '2,8').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

export interface ListBenchResult extends ScenarioFigures {
  /** CPU time spent during the server's measurement, and during the baseline's. */
  readonly serverCpu: CpuSpent;
  readonly baselineCpu: CpuSpent;
}

/**
 * GET /patients/status for a nurse with 10,000 patients in scope (issue 4's target: p95 ≤ 50 ms
 * and ≤ 2× the baseline, server RSS ≤ 300 MB), against the same page as one SQL statement.
 */
export async function benchPatientsList(): Promise<ListBenchResult[]> {
  const scratch = await createScratchDatabase('vigil_bench_list');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, Math.max(...CONCURRENCIES));
  try {
    await migrateToLatest(database.db);
    console.log(`seeding ${PATIENTS} patients…`);
    const { clinicId, variableIds } = await seedPatientsList(database.db, PATIENTS);
    const server = await startServer({ DATABASE_URL: scratch.url, CUSTOMER: 'generic', JOBS: 'false' });
    try {
      const token = await login(server.baseUrl);
      const today = new Date().toISOString().slice(0, 10);
      const pulse = await database.db
        .selectFrom('patientVariable')
        .select('id')
        .where('code', '=', 'PULSE')
        .executeTakeFirstOrThrow();
      const scenarios = [
        { scenario: 'first page, by AI score', query: '', sortVariableId: null },
        { scenario: 'first page, by pulse status', query: 'sort=PULSE', sortVariableId: pulse.id },
      ];
      const results: ListBenchResult[] = [];
      const callOf = (url: string) => async () => {
        const { status } = await get(url, { 'x-auth-token': token });
        if (status !== 200) throw new Error(`status ${status}`);
      };
      for (const { scenario, query, sortVariableId } of scenarios) {
        const url = `${server.baseUrl}/api/v1/patients/status?${query}`;
        const check = await fetch(url, { headers: { 'x-auth-token': token } });
        const body = (await check.json()) as { total: number; patients: { idpatient: number }[] };
        if (body.total !== PATIENTS || body.patients.length !== 100)
          throw new Error(`unexpected page: ${body.total} / ${body.patients.length}`);
        // The baseline must give the same answer: the same total and the same patients in order.
        const strong = await baselinePage({ clinicId, variableIds, sortVariableId, today }).execute(
          database.db,
        );
        const serverIds = body.patients.map((patient) => patient.idpatient).join();
        if (
          strong.rows.map((row) => row.id).join() !== serverIds ||
          Number(strong.rows[0]?.total) !== body.total
        )
          throw new Error(`the baseline's page differs from the server's (${scenario})`);
        const callServer = callOf(url);
        // Unmeasured: the server's code gets compiled by V8 and its connections opened, as on a running server.
        await load(callServer, { concurrency: Math.min(...CONCURRENCIES), seconds: WARM_UP_SECONDS });
        for (const concurrency of CONCURRENCIES) {
          const serverRun = await measureCpu(
            server.pid,
            () => load(callServer, { concurrency, seconds: SECONDS }),
            scratch.name,
          );
          const rssMb = server.rssMb();
          const baselineRun = await measureCpu(
            null,
            () =>
              load(
                async () => {
                  const result = await baselinePage({ clinicId, variableIds, sortVariableId, today }).execute(
                    database.db,
                  );
                  if (result.rows.length !== 100) throw new Error('baseline page is not 100 rows');
                },
                { concurrency, seconds: SECONDS },
              ),
            scratch.name,
          );
          results.push({
            scenario,
            concurrency,
            server: serverRun.result,
            baseline: baselineRun.result,
            rssMb,
            serverCpu: serverRun.cpu,
            baselineCpu: baselineRun.cpu,
          });
        }
      }
      results.push(...(await benchReviewColumns({ db: database.db, scratch: scratch.name, server, callOf })));
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/**
 * The review columns (issue 42): sorted "not reviewed since new data" first (sort=REVIEW) and
 * filtered to them (review=new-data). No hand-written statement is their baseline: each is timed
 * against the list's default page (by AI score) on the same server, in the same run, measured
 * right after it. The answers are checked first against an independent count of the seed's
 * reviews (patients-list-data.ts: three in four have new data since their review or none).
 */
async function benchReviewColumns(options: {
  db: Db;
  scratch: string;
  server: RunningServer;
  callOf: (url: string) => () => Promise<void>;
}): Promise<ListBenchResult[]> {
  const { db, scratch, server, callOf } = options;
  const token = await login(server.baseUrl);
  const { rows } = await sql<{ count: string }>`select count(*) from patient
    where last_entry_at is not null and not exists (select 1 from patient_review review
      where review.patient_id = patient.id and review.reviewed_at >= patient.last_entry_at)`.execute(db);
  const newData = Number(rows[0]!.count);
  const read = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1/patients/status?${query}`, {
      headers: { 'x-auth-token': token },
    });
    return (await response.json()) as {
      total: number;
      patients: { idpatient: number; newDataSinceReview: boolean }[];
    };
  };
  const sorted = await read('sort=REVIEW');
  if (sorted.total !== PATIENTS || sorted.patients.some((patient) => !patient.newDataSinceReview))
    throw new Error('sort=REVIEW does not put the patients with new data first');
  const filtered = await read('review=new-data');
  if (filtered.total !== newData || filtered.patients.some((patient) => !patient.newDataSinceReview))
    throw new Error(`review=new-data gives ${filtered.total} patients, the seed has ${newData}`);

  const results: ListBenchResult[] = [];
  const byAiScore = callOf(`${server.baseUrl}/api/v1/patients/status?`);
  for (const [scenario, query] of [
    ['first page, by review (REVIEW)', 'sort=REVIEW'],
    ['first page, new data only (review=new-data)', 'review=new-data'],
  ] as const) {
    const call = callOf(`${server.baseUrl}/api/v1/patients/status?${query}`);
    await load(call, { concurrency: Math.min(...CONCURRENCIES), seconds: WARM_UP_SECONDS });
    for (const concurrency of CONCURRENCIES) {
      const serverRun = await measureCpu(
        server.pid,
        () => load(call, { concurrency, seconds: SECONDS }),
        scratch,
      );
      const rssMb = server.rssMb();
      const baselineRun = await measureCpu(
        server.pid,
        () => load(byAiScore, { concurrency, seconds: SECONDS }),
        scratch,
      );
      results.push({
        scenario: `${scenario} vs by AI score`,
        concurrency,
        server: serverRun.result,
        baseline: baselineRun.result,
        rssMb,
        serverCpu: serverRun.cpu,
        baselineCpu: baselineRun.cpu,
      });
    }
  }
  return results;
}

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const session = (await response.json()) as { token: string | null };
  if (!session.token) throw new Error('bench login failed');
  return session.token;
}

export function printListResults(results: readonly ListBenchResult[]): void {
  console.log(`\nGET /patients/status — ${PATIENTS} patients in scope, ${SECONDS} s per measurement`);
  console.table(results.map(scenarioRow));
  console.log('CPU time per request (server process / PostgreSQL / benchmark process)');
  console.table(
    results.map((result) => ({
      scenario: result.scenario,
      clients: result.concurrency,
      server: cpuPerRequest(result.serverCpu, result.server),
      baseline: cpuPerRequest(result.baselineCpu, result.baseline),
    })),
  );
}
