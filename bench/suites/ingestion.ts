import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { forPatient, generateBedwettingPatient } from '../../apps/server/src/demo/model/index.ts';
import { MobileClient } from '../../apps/server/src/simulator/index.ts';
import type { NightToSend } from '../../apps/server/src/simulator/index.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { startServer } from '../lib/server.ts';
import { ms, summarize, type LatencySummary } from '../lib/stats.ts';

const PHONES = Number(process.env.BENCH_PHONES ?? 5_000);
const NIGHTS = Number(process.env.BENCH_NIGHTS ?? 28);
const BATCH = Number(process.env.BENCH_BATCH ?? 7);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** The server's own pool size (openDatabase's default); the baseline gets the same. */
const POOL = 10;
const SEED = 20261121;

export interface IngestionFigures extends LatencySummary {
  readonly entries: number;
  readonly entriesPerSecond: number;
}

export interface IngestionBenchResult {
  readonly phones: number;
  readonly nightsPerPhone: number;
  readonly batch: number;
  readonly concurrency: number;
  readonly server: IngestionFigures;
  readonly baseline: IngestionFigures;
  /** Seconds after the last answer until every patient's derived variables were recomputed. */
  readonly settleSeconds: number;
  readonly rssMb: number;
}

interface Phone {
  readonly client: MobileClient;
  readonly patientId: number;
  readonly nights: NightToSend[];
}

/**
 * Nightly entries from 5,000 simulated phones through POST /mobile/nightly-entries (issue 6's
 * target: at least half the baseline's entries/s), against the baseline: the same rows, in the
 * same batches and with the same concurrency, written by multi-row INSERTs straight to the
 * database over a pool as large as the server's.
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
    const server = await startServer({ DATABASE_URL: scratch.url, CUSTOMER: 'bedwetting', JOBS: 'false' });
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

      console.log(`baseline: ${entries} entries in ${requests.length} INSERTs…`);
      const baseline = await timed(requests, (request) =>
        insertDirectly(db, request.phone.patientId, request.entries),
      );
      await sql`truncate nightly_entry restart identity`.execute(db);
      await sql`delete from derived_variables_due`.execute(db);
      await sql`vacuum analyze nightly_entry`.execute(db);

      console.log(`server: ${entries} entries in ${requests.length} requests…`);
      const figures = await timed(requests, async (request) => {
        await request.phone.client.call('POST', '/mobile/nightly-entries', { entries: request.entries });
      });
      const settleStarted = performance.now();
      await waitUntilSettled(db);
      const settleSeconds = (performance.now() - settleStarted) / 1000;
      const stored = await db
        .selectFrom('nightlyEntry')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(stored.count) !== entries)
        throw new Error(`the server stored ${stored.count} of ${entries} entries`);
      return {
        phones: PHONES,
        nightsPerPhone: NIGHTS,
        batch: BATCH,
        concurrency: CONCURRENCY,
        server: withEntries(figures, entries),
        baseline: withEntries(baseline, entries),
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

/** The baseline's write: the same rows as one request, one multi-row INSERT. */
async function insertDirectly(db: Db, patientId: number, entries: readonly NightToSend[]): Promise<void> {
  await db
    .insertInto('nightlyEntry')
    .values(
      entries.map((entry) => ({
        patientId,
        night: entry.night,
        value: entry.value,
        wokeUp: entry.wokeUp,
        selfWokeUp: entry.selfWokeUp,
        timeStampWokeUp: entry.timeStampWokeUp,
        wetSecondTime: entry.wetSecondTime,
        source: 'phone' as const,
        idempotencyKey: `${crypto.randomUUID()} ${entry.night}`,
      })),
    )
    .execute();
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
const withEntries = (figures: LatencySummary, entries: number): IngestionFigures => ({
  ...figures,
  entries,
  entriesPerSecond: figures.perSecond === 0 ? 0 : (entries / figures.count) * figures.perSecond,
});

export function printIngestionResults(result: IngestionBenchResult): void {
  console.log(
    `\nPOST /mobile/nightly-entries — ${result.phones} phones × ${result.nightsPerPhone} nights, ${result.batch} nights per request, ${result.concurrency} concurrent clients`,
  );
  console.table(
    [
      ['server (API)', result.server],
      ['baseline (INSERT)', result.baseline],
    ].map(([name, figures]) => {
      const row = figures as IngestionFigures;
      return {
        writer: name,
        entries: row.entries,
        'entries/s': Math.round(row.entriesPerSecond),
        'requests/s': Math.round(row.perSecond),
        p50: ms(row.p50),
        p95: ms(row.p95),
      };
    }),
  );
  console.log(
    `ratio (server ÷ baseline entries/s): ${(result.server.entriesPerSecond / result.baseline.entriesPerSecond).toFixed(2)} (target ≥ 0.50); derived variables current ${result.settleSeconds.toFixed(1)} s after the last answer; server RSS ${result.rssMb.toFixed(0)} MB`,
  );
}
