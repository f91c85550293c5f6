import { ALERTS_PAGE_SIZE } from '@vigil/domain';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { runDeliveries } from '../../apps/server/src/features/category-messages/delivery.ts';
import { ruleBasedMembers } from '../../apps/server/src/features/category-messages/members.ts';
import { measureCpu, type CpuSpent } from '../lib/cpu.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { startServer } from '../lib/server.ts';
import { load, summarize, type LatencySummary, type ScenarioFigures } from '../lib/stats.ts';
import { storedBaseline, type CategoryBaseline } from './categories-baseline.ts';
import { BENCH_CATEGORIES, seedCategoryWorld, type BaselineClock } from './categories-data.ts';
import { rawBaseline } from './categories-raw-baseline.ts';
import { call, createCategories, createMessages, login } from './categories-setup.ts';
import { BENCH_USER } from './patients-list-data.ts';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
// One client per core, then four per core: a busy clinic.
const CLIENTS = (process.env.BENCH_CATEGORY_CLIENTS ?? '2,8').split(',').map(Number);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DELIVERY_ROUNDS = Number(process.env.BENCH_DELIVERY_ROUNDS ?? 3);
/** Calls per category for the one-client page times. */
export const PAGE_RUNS = 5;
/** The server's own pool size (openDatabase's default); the baselines get the same. */
const POOL = 10;

/**
 * A load scenario at one number of clients: the server against the strong baseline (`baseline`,
 * the stored members), the baseline from the raw tables beside them, and the CPU time each spent
 * (the server process and PostgreSQL), read from /proc as the patients list's suite reads it.
 */
export interface CategoryLoadResult extends ScenarioFigures {
  readonly raw: LatencySummary;
  readonly serverCpu: CpuSpent;
  readonly baselineCpu: CpuSpent;
  readonly rawCpu: CpuSpent;
}

/**
 * One category's panel page from one client, without other load: the median of a few calls.
 * `members` is the server's count in scope, equal to the baselines' unless listed in mismatches.
 */
export interface CategoryPageTime {
  readonly category: string;
  readonly alert: boolean;
  readonly members: number;
  readonly serverMs: number;
  readonly baselineMs: number;
  readonly rawMs: number;
}

export interface DeliveryRound {
  /** runDeliveries on an empty delivery table. */
  readonly firstRunMs: number;
  readonly deliveries: number;
  /** runDeliveries again at the same instant: everything is delivered already. */
  readonly repeatRunMs: number;
  readonly repeatDeliveries: number;
  /** The engine's memberships of the 30 categories for everyone, as the run computes them. */
  readonly engineMembershipsMs: number;
  /** The same memberships by one hand-written statement over the stored members. */
  readonly baselineMembershipsMs: number;
  /** The same memberships by one hand-written statement from the raw tables. */
  readonly rawMembershipsMs: number;
}

export interface CategoriesBenchResult {
  readonly patientsInScope: number;
  readonly patientsOutside: number;
  /** Seeding the patients and their data, and making the categories and messages through the API. */
  readonly seedMs: number;
  readonly categoriesMs: number;
  readonly categories: number;
  readonly alertCategories: number;
  readonly messages: number;
  readonly alertPatients: number;
  readonly deliveryMemberships: number;
  readonly pages: CategoryPageTime[];
  readonly load: CategoryLoadResult[];
  readonly delivery: { readonly now: string; readonly rounds: DeliveryRound[] };
  /** Where the server and a baseline disagreed (should be empty). */
  readonly mismatches: string[];
}

/** The two baselines of a run: the strong one over the stored members, and the one from the raw tables. */
interface Baselines {
  readonly stored: CategoryBaseline;
  readonly raw: CategoryBaseline;
}

/**
 * Issue 5's speed: with 10,000 patients in a nurse's scope and 30 categories of mixed conditions,
 * one panel page (GET /rule-based-categories/{id}/patients, the 30 categories in turn) and the
 * ALERTS count (GET /rule-based-categories/alert/patients) under load — target p95 ≤ 50 ms — and
 * one delivery run over every category's message — target ≤ 5 s; each against the same answer by
 * one hand-written SQL statement over the stored members (issue 24: ≤ 1.5× it), and from the raw
 * tables.
 */
export async function benchCategories(): Promise<CategoriesBenchResult> {
  const scratch = await createScratchDatabase('vigil_bench_categories');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, POOL);
  const { db } = database;
  try {
    await migrateToLatest(db);
    console.log(`seeding ${PATIENTS} patients in scope and ${PATIENTS / 5} outside…`);
    const seeding = performance.now();
    const world = await seedCategoryWorld(db, { inScope: PATIENTS, outside: PATIENTS / 5 });
    const seedMs = performance.now() - seeding;
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const server = await startServer({ DATABASE_URL: scratch.url, CUSTOMER: 'generic', JOBS: 'false' });
    try {
      const making = performance.now();
      const categoryIds = await createCategories(server.baseUrl, world);
      const messages = await createMessages(server.baseUrl, categoryIds);
      const categoriesMs = performance.now() - making;
      // The categories' stored members were written just now, and the first refresh took the
      // seeded patients' stale marks (dead rows every read's staleness check would scan).
      // Autovacuum (off on the benchmark machines) would have visited these tables before long, as
      // it has the seeded ones.
      await sql`vacuum analyze category_member, category_member_stale_patient,
        category_member_stale_category, category_member_clock`.execute(db);
      const alertIds = categoryIds.filter((_, index) => BENCH_CATEGORIES[index]!.alert);
      const baselines: Baselines = {
        stored: storedBaseline(world, categoryIds, alertIds),
        raw: rawBaseline(world),
      };
      const token = await login(server.baseUrl, BENCH_USER);
      const mismatches: string[] = [];
      const members = await checkAnswers(server.baseUrl, token, db, baselines, categoryIds, mismatches);
      const pages = await measurePages(
        server.baseUrl,
        token,
        db,
        baselines,
        categoryIds,
        members.perCategory,
      );
      const load = await measureLoad(server, token, db, baselines, categoryIds, scratch.name);
      const delivery = await measureDelivery(db, baselines, categoryIds, mismatches);
      return {
        patientsInScope: PATIENTS,
        patientsOutside: PATIENTS / 5,
        seedMs,
        categoriesMs,
        categories: BENCH_CATEGORIES.length,
        alertCategories: alertIds.length,
        messages,
        alertPatients: members.alertPatients,
        deliveryMemberships: delivery.memberships,
        pages,
        load,
        delivery: { now: delivery.now, rounds: delivery.rounds },
        mismatches,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}

const clockNow = (): BaselineClock => ({ today: new Date().toISOString().slice(0, 10), now: new Date() });

interface PageBody {
  total: number;
  patients: { idpatient: number }[];
}

/**
 * The server and each baseline must give the same answers: every category's count and first
 * page, the ALERTS patients and the panel counts. Disagreements are recorded, not hidden.
 */
async function checkAnswers(
  baseUrl: string,
  token: string,
  db: Db,
  baselines: Baselines,
  categoryIds: readonly number[],
  mismatches: string[],
) {
  const perCategory: Record<string, number> = {};
  for (const [index, category] of BENCH_CATEGORIES.entries()) {
    const body = await call<PageBody>(
      baseUrl,
      token,
      'GET',
      `/rule-based-categories/${categoryIds[index]}/patients`,
    );
    perCategory[category.name] = body.total;
    for (const baseline of [baselines.stored, baselines.raw]) {
      const { rows } = await baseline.panelPage(index, clockNow()).execute(db);
      const total = Number(rows[0]?.total ?? 0);
      const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
      if (body.total !== total)
        mismatches.push(`${category.name}: server ${body.total}, ${baseline.name} ${total} members`);
      else if (body.patients.map((row) => row.idpatient).join() !== ids.join())
        mismatches.push(`${category.name}: first pages differ (${baseline.name})`);
    }
  }
  let alertPatients = 0;
  for (const pageSize of [undefined, ALERTS_PAGE_SIZE]) {
    const alerts = await call<{ count: number; patients: { idpatient: number; categoryNames: string[] }[] }>(
      baseUrl,
      token,
      'GET',
      `/rule-based-categories/alert/patients${pageSize ? `?pageSize=${pageSize}` : ''}`,
    );
    const serverRows = alerts.patients.map((row) => `${row.idpatient}:${row.categoryNames.join('|')}`).join();
    for (const baseline of [baselines.stored, baselines.raw]) {
      const { rows } = await baseline.alerts(clockNow(), pageSize).execute(db);
      const total = Number(rows[0]?.total ?? 0);
      const baselineRows = rows.map((row) => `${row.id}:${row.names.join('|')}`).join();
      if (alerts.count !== total || serverRows !== baselineRows)
        mismatches.push(
          `ALERTS (page size ${pageSize ?? 'all'}): server ${alerts.count}, ${baseline.name} ${total} patients`,
        );
    }
    alertPatients = alerts.count;
  }
  const panels = await call<{ categoryName: string; numberOfPatients: number }[]>(
    baseUrl,
    token,
    'GET',
    '/rule-based-categories/patients',
  );
  for (const baseline of [baselines.stored, baselines.raw]) {
    const { rows: counts } = await baseline.panelCounts(clockNow()).execute(db);
    for (const [index, category] of BENCH_CATEGORIES.entries()) {
      const server = panels.find((panel) => panel.categoryName === category.name)?.numberOfPatients;
      const counted = Number(counts.find((row) => Number(row.category) === index)?.count ?? 0);
      if (server !== counted)
        mismatches.push(`panel count of ${category.name}: server ${server}, ${baseline.name} ${counted}`);
    }
  }
  return { perCategory, alertPatients };
}

/** Each category's page alone, one call at a time: which conditions cost what. */
async function measurePages(
  baseUrl: string,
  token: string,
  db: Db,
  baselines: Baselines,
  categoryIds: readonly number[],
  members: Record<string, number>,
): Promise<CategoryPageTime[]> {
  const median = async (task: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < PAGE_RUNS; run += 1) {
      const start = performance.now();
      await task();
      times.push(performance.now() - start);
    }
    return summarize(times, 1).p50;
  };
  const pages: CategoryPageTime[] = [];
  for (const [index, category] of BENCH_CATEGORIES.entries()) {
    pages.push({
      category: category.name,
      alert: category.alert,
      members: members[category.name] ?? 0,
      serverMs: await median(() =>
        call(baseUrl, token, 'GET', `/rule-based-categories/${categoryIds[index]}/patients`),
      ),
      baselineMs: await median(() => baselines.stored.panelPage(index, clockNow()).execute(db)),
      rawMs: await median(() => baselines.raw.panelPage(index, clockNow()).execute(db)),
    });
  }
  return pages;
}

/**
 * Each scenario at each number of clients: the server over HTTP, then each baseline over a pool as
 * large as the server's, with the CPU time the server process and PostgreSQL (the backends of the
 * scratch `database`) spent meanwhile.
 */
async function measureLoad(
  server: Awaited<ReturnType<typeof startServer>>,
  token: string,
  db: Db,
  baselines: Baselines,
  categoryIds: readonly number[],
  database: string,
): Promise<CategoryLoadResult[]> {
  const get = async (path: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { 'x-auth-token': token } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    await response.arrayBuffer();
  };
  // The panel pages of the 30 categories in turn, the same order for the server and the baselines.
  let next = 0;
  const scenarios: {
    scenario: string;
    server: () => Promise<void>;
    baseline: (baseline: CategoryBaseline) => () => Promise<void>;
  }[] = [
    {
      scenario: 'panel page (30 categories in turn)',
      server: () => get(`/rule-based-categories/${categoryIds[next++ % categoryIds.length]}/patients`),
      baseline: (baseline) => async () => {
        await baseline.panelPage(next++ % BENCH_CATEGORIES.length, clockNow()).execute(db);
      },
    },
    {
      // What the top bar asks on every screen: the count with the dialog's first page.
      scenario: `ALERTS count (first ${ALERTS_PAGE_SIZE} patients)`,
      server: () => get(`/rule-based-categories/alert/patients?pageSize=${ALERTS_PAGE_SIZE}`),
      baseline: (baseline) => async () => {
        await baseline.alerts(clockNow(), ALERTS_PAGE_SIZE).execute(db);
      },
    },
    {
      scenario: 'ALERTS, every patient',
      server: () => get('/rule-based-categories/alert/patients'),
      baseline: (baseline) => async () => {
        await baseline.alerts(clockNow()).execute(db);
      },
    },
    {
      scenario: 'all 30 panels with counts',
      server: () => get('/rule-based-categories/patients'),
      baseline: (baseline) => async () => {
        await baseline.panelCounts(clockNow()).execute(db);
      },
    },
  ];
  const results: CategoryLoadResult[] = [];
  for (const scenario of scenarios) {
    for (const concurrency of CLIENTS) {
      console.log(`${scenario.scenario}, ${concurrency} clients…`);
      const run = async (pid: number | null, task: () => Promise<void>) => {
        next = 0;
        return measureCpu(pid, () => load(task, { concurrency, seconds: SECONDS }), database);
      };
      const serverRun = await run(server.pid, scenario.server);
      const rssMb = server.rssMb();
      const storedRun = await run(null, scenario.baseline(baselines.stored));
      const rawRun = await run(null, scenario.baseline(baselines.raw));
      results.push({
        scenario: scenario.scenario,
        concurrency,
        server: serverRun.result,
        baseline: storedRun.result,
        raw: rawRun.result,
        rssMb,
        serverCpu: serverRun.cpu,
        baselineCpu: storedRun.cpu,
        rawCpu: rawRun.cpu,
      });
    }
  }
  return results;
}

/**
 * runDeliveries at an instant when every message is due (tomorrow 11:00 UTC: after the send hours
 * in Stockholm, and after the messages were written): first on an empty delivery table, then
 * again (nothing left to deliver). Apart from the run, the memberships alone: the engine's, and
 * each baseline's single statement.
 */
async function measureDelivery(
  db: Db,
  baselines: Baselines,
  categoryIds: readonly number[],
  mismatches: string[],
) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const now = new Date(`${tomorrow}T11:00:00Z`);
  const clock: BaselineClock = { today: tomorrow, now };
  const timed = async <T>(task: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const result = await task();
    return [result, performance.now() - start];
  };

  const engine = await ruleBasedMembers(db, categoryIds, now);
  let memberships = 0;
  for (const baseline of [baselines.stored, baselines.raw]) {
    const { rows } = await baseline.memberships(clock).execute(db);
    memberships = rows.length;
    for (const [index, category] of BENCH_CATEGORIES.entries()) {
      const engineCount = engine.get(categoryIds[index]!)?.length ?? 0;
      const baselineCount = rows.filter((row) => Number(row.category) === index).length;
      if (engineCount !== baselineCount)
        mismatches.push(
          `delivery members of ${category.name}: engine ${engineCount}, ${baseline.name} ${baselineCount}`,
        );
    }
  }

  const rounds: DeliveryRound[] = [];
  for (let round = 0; round < DELIVERY_ROUNDS; round += 1) {
    console.log(`delivery round ${round + 1} of ${DELIVERY_ROUNDS}…`);
    await sql`truncate category_message_delivery`.execute(db);
    await db.updateTable('categoryMessage').set({ sentToPatients: false }).execute();
    await sql`vacuum analyze category_message_delivery, category_message`.execute(db);
    const [first, firstRunMs] = await timed(() => runDeliveries(db, { now }));
    const [repeat, repeatRunMs] = await timed(() => runDeliveries(db, { now }));
    const [, engineMembershipsMs] = await timed(() => ruleBasedMembers(db, categoryIds, now));
    const [, baselineMembershipsMs] = await timed(() => baselines.stored.memberships(clock).execute(db));
    const [, rawMembershipsMs] = await timed(() => baselines.raw.memberships(clock).execute(db));
    rounds.push({
      firstRunMs,
      deliveries: first.deliveries,
      repeatRunMs,
      repeatDeliveries: repeat.deliveries,
      engineMembershipsMs,
      baselineMembershipsMs,
      rawMembershipsMs,
    });
  }
  return { now: now.toISOString(), rounds, memberships };
}
