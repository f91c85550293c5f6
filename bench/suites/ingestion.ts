import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { forPatient, generateBedwettingPatient } from '../../apps/server/src/demo/model/index.ts';
import { MobileClient } from '../../apps/server/src/simulator/index.ts';
import type { NightToSend } from '../../apps/server/src/simulator/index.ts';
import { cpuPerRequest, measureCpu, type CpuSpent } from '../lib/cpu.ts';
import { startHttpFloor } from '../lib/http-floor.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { startServer } from '../lib/server.ts';
import { ms, summarize, type LatencySummary } from '../lib/stats.ts';
import { groupWriter, storedEntriesDigest } from './ingestion-baseline.ts';

const PHONES = Number(process.env.BENCH_PHONES ?? 5_000);
const NIGHTS = Number(process.env.BENCH_NIGHTS ?? 28);
const BATCH = Number(process.env.BENCH_BATCH ?? 7);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** The server's own pool size (openDatabase's default); the baseline gets the same. */
const POOL = 10;
/**
 * Group commits in flight at once that the baseline is run with, each in the same run; the best
 * is the baseline (BENCH_BASELINE_GROUPS, a comma-separated list).
 */
const BASELINE_GROUPS = (process.env.BENCH_BASELINE_GROUPS ?? '1,2,4,10').split(',').map(Number);
const SEED = 20261121;

export interface IngestionFigures extends LatencySummary {
  readonly entries: number;
  readonly entriesPerSecond: number;
  /** CPU time of the Vigil server, PostgreSQL (the scratch database's backends) and the bench. */
  readonly cpu: CpuSpent;
}

export interface BaselineFigures extends IngestionFigures {
  /** Group commits in flight at once. */
  readonly groups: number;
}

export interface IngestionBenchResult {
  readonly phones: number;
  readonly nightsPerPhone: number;
  readonly batch: number;
  readonly concurrency: number;
  readonly server: IngestionFigures;
  /** The best of the baselines, by entries per second. */
  readonly baseline: BaselineFigures;
  readonly baselines: readonly BaselineFigures[];
  /** The same requests answered by a bare HTTP server without a database (bench/lib/http-floor.ts). */
  readonly floor: IngestionFigures;
  /** Seconds after the last answer until every patient's derived variables were recomputed. */
  readonly settleSeconds: number;
  readonly rssMb: number;
}

/**
 * The need the server is held to (issue 44): a million children, each phone sending the night
 * just past when the family wakes, most of them within two morning hours.
 */
const CHILDREN = 1_000_000;
const MORNING_SHARE = 0.8;
const MORNING_HOURS = 2;
const MORNING_NEED_PER_SECOND = (CHILDREN * MORNING_SHARE) / (MORNING_HOURS * 3600);

interface Phone {
  readonly client: MobileClient;
  readonly patientId: number;
  readonly nights: NightToSend[];
}

/**
 * Nightly entries from 5,000 simulated phones through POST /mobile/nightly-entries, against the
 * need at a million children and against a bare HTTP server on this host (the floor: the most any
 * Node server answers here). The plain-SQL writer (group commits of the same rows over a pool as
 * large as the server's) still runs: it checks that every writer stores the same rows, and its
 * figures stay for reference.
 */
export async function benchIngestion(): Promise<IngestionBenchResult> {
  const scratch = await createScratchDatabase('vigil_bench_ingest');
  const pool = new pg.Pool({ connectionString: scratch.url, max: POOL });
  // Dropping the scratch database at the end ends any connection still open; that is expected.
  pool.on('error', () => undefined);
  const db: Db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  try {
    await migrateToLatest(db);
    const clinicId = await createClinic(db);
    const server = await startServer({
      DATABASE_URL: scratch.url,
      CUSTOMER: 'bedwetting',
      JOBS: 'false',
      // BENCH_SERVER_LOG_LEVEL=debug shows each round of the derived variables' refresh.
      ...(process.env.BENCH_SERVER_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL } : {}),
    });
    try {
      console.log(`registering ${PHONES} phones…`);
      const phones = await inPool(range(PHONES), CONCURRENCY, (index) =>
        registerPhone(server.baseUrl, clinicId, index),
      );
      // Mornings come for everyone: each phone's first week, then everyone's second, and so on.
      const requests: { phone: Phone; entries: NightToSend[] }[] = [];
      const weeks = Math.max(...phones.map((phone) => Math.ceil(phone.nights.length / BATCH)));
      for (let week = 0; week < weeks; week++) {
        for (const phone of phones) {
          const entries = phone.nights.slice(week * BATCH, (week + 1) * BATCH);
          if (entries.length > 0) requests.push({ phone, entries });
        }
      }
      const entries = requests.reduce((sum, request) => sum + request.entries.length, 0);
      // The registrations' derived variables are recomputed before any writer is timed.
      await waitUntilSettled(db);

      const emptied = async () => {
        await sql`truncate nightly_entry restart identity`.execute(db);
        await sql`delete from derived_variables_due`.execute(db);
        await sql`vacuum analyze nightly_entry`.execute(db);
      };
      // Every writer must store the same rows: the first baseline's are the reference.
      let expected: string | undefined;
      const checkStored = async (writer: string) => {
        const digest = await storedEntriesDigest(db);
        expected ??= digest;
        if (digest !== expected)
          throw new Error(`${writer} stored ${digest}, the first baseline ${expected}`);
      };
      const baselines: BaselineFigures[] = [];
      for (const groups of BASELINE_GROUPS) {
        console.log(
          `baseline: ${entries} entries in ${requests.length} requests, ${groups} group commits at once…`,
        );
        const insertGrouped = groupWriter(pool, groups);
        const { result, cpu } = await measureCpu(
          null,
          () => timed(requests, (request) => insertGrouped(request.phone.patientId, request.entries)),
          scratch.name,
        );
        await checkStored(`the baseline with ${groups} group commits at once`);
        baselines.push({ ...withEntries(result, entries, cpu), groups });
        await emptied();
      }

      console.log(`HTTP floor: the same requests to a bare HTTP server without a database…`);
      const floorServer = await startHttpFloor();
      const floorClient = new MobileClient(floorServer.baseUrl, { token: 'floor' });
      const { result: floorFigures, cpu: floorCpu } = await measureCpu(
        floorServer.pid,
        () =>
          timed(requests, async (request) => {
            await floorClient.call('POST', '/mobile/nightly-entries', { entries: request.entries });
          }),
        scratch.name,
      ).finally(() => floorServer.stop());

      console.log(`server: ${entries} entries in ${requests.length} requests…`);
      const { result: figures, cpu } = await measureCpu(
        server.pid,
        () =>
          timed(requests, async (request) => {
            await request.phone.client.call('POST', '/mobile/nightly-entries', { entries: request.entries });
          }),
        scratch.name,
      );
      const settleStarted = performance.now();
      await waitUntilSettled(db);
      const settleSeconds = (performance.now() - settleStarted) / 1000;
      await checkStored('the server');
      return {
        phones: PHONES,
        nightsPerPhone: NIGHTS,
        batch: BATCH,
        concurrency: CONCURRENCY,
        server: withEntries(figures, entries, cpu),
        baseline: baselines.reduce((best, next) =>
          next.entriesPerSecond > best.entriesPerSecond ? next : best,
        ),
        baselines,
        floor: withEntries(floorFigures, entries, floorCpu),
        settleSeconds,
        rssMb: server.rssMb(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

async function createClinic(db: Db): Promise<number> {
  const organization = await db
    .insertInto('organization')
    .values({ name: 'Bench organization' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const country = await db
    .insertInto('country')
    .values({ name: 'Benchland' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clinic = await db
    .insertInto('clinic')
    .values({ organizationId: organization.id, countryId: country.id, name: 'Bench clinic', city: 'Uppsala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return clinic.id;
}

/** Registers phone `index` with the demo model's child of that index, and keeps its recorded nights. */
async function registerPhone(baseUrl: string, clinicId: number, index: number): Promise<Phone> {
  const child = generateBedwettingPatient(forPatient(SEED, index), {
    index,
    today: new Date(),
    historyDays: NIGHTS + 1,
    startDaysAgo: NIGHTS + 1,
  });
  const { profile } = child;
  const client = new MobileClient(baseUrl, { appVersion: profile.appVersion });
  const { body } = await client.call<{ deviceToken: string; patient: { patientId: number } }>(
    'POST',
    '/mobile/registration',
    {
      clinicId,
      childName: profile.childName,
      parentName: profile.parentName,
      age: profile.age,
      gender: profile.gender,
      dbLanguage: profile.language,
      town: profile.town,
      timezone: profile.timezone,
      appVersion: profile.appVersion,
    },
  );
  client.token = body.deviceToken;
  const nights = child.nights.flatMap((night) =>
    night.value === null
      ? []
      : [
          {
            night: night.date,
            value: night.value,
            wokeUp: night.wokeUp,
            selfWokeUp: night.selfWokeUp,
            timeStampWokeUp: night.timeStampWokeUp,
            wetSecondTime: night.wetSecondTime,
          },
        ],
  );
  return { client, patientId: body.patient.patientId, nights };
}

/** Runs every item through `task` from CONCURRENCY loops, timing each. */
async function timed<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<LatencySummary> {
  const durations: number[] = [];
  const started = performance.now();
  await inPool(items, CONCURRENCY, async (item) => {
    const start = performance.now();
    await task(item);
    durations.push(performance.now() - start);
  });
  return summarize(durations, (performance.now() - started) / 1000);
}

async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function waitUntilSettled(db: Db): Promise<void> {
  for (;;) {
    const due = await db
      .selectFrom('derivedVariablesDue')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(due.count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const withEntries = (figures: LatencySummary, entries: number, cpu: CpuSpent): IngestionFigures => ({
  ...figures,
  entries,
  entriesPerSecond: figures.perSecond === 0 ? 0 : (entries / figures.count) * figures.perSecond,
  cpu,
});

export function printIngestionResults(result: IngestionBenchResult): void {
  console.log(
    `\nPOST /mobile/nightly-entries — ${result.phones} phones × ${result.nightsPerPhone} nights, ${result.batch} nights per request, ${result.concurrency} concurrent clients`,
  );
  const rows: [string, IngestionFigures][] = [
    ['server (API)', result.server],
    ['HTTP floor (no database)', result.floor],
    ...result.baselines.map((row): [string, IngestionFigures] => [
      `baseline, ${row.groups} group commit${row.groups === 1 ? '' : 's'} at once`,
      row,
    ]),
  ];
  console.table(
    rows.map(([writer, row]) => ({
      writer,
      entries: row.entries,
      'entries/s': Math.round(row.entriesPerSecond),
      'requests/s': Math.round(row.perSecond),
      p50: ms(row.p50),
      p95: ms(row.p95),
      'CPU per request (server / pg / bench)': cpuPerRequest(row.cpu, row),
    })),
  );
  const toFloor = (result.server.perSecond / result.floor.perSecond).toFixed(2);
  const toBaseline = (result.server.entriesPerSecond / result.baseline.entriesPerSecond).toFixed(2);
  const headroom = result.server.perSecond / MORNING_NEED_PER_SECOND;
  console.log(
    `server ÷ HTTP floor (requests/s): ${toFloor}; need at ${CHILDREN.toLocaleString('en')} children (${MORNING_SHARE * 100} % syncing in ${MORNING_HOURS} morning hours, a request each): ${Math.round(MORNING_NEED_PER_SECOND)} requests/s — the server answers ${headroom.toFixed(1)}× that with ${result.batch} nights per request; derived variables current ${result.settleSeconds.toFixed(1)} s after the last answer (target ≤ 10 s); server RSS ${result.rssMb.toFixed(0)} MB (for reference, ÷ the plain-SQL writer: ${toBaseline})`,
  );
}
