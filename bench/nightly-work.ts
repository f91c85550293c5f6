/**
 * The nightly work at scale (issue 44): a scratch database on the PostgreSQL server filled as
 * `npm run demo -- --patients N` fills one, then each nightly job run as its pg-boss job runs it,
 * timed: the derived variables' roll, the daily predictions, the statistics, the stored category
 * members and the category message delivery.
 *
 *   npx tsx bench/nightly-work.ts [patients=10000] [--customer bedwetting|generic] [--runs 3] [--history]
 *
 * Seeding: the demo clinic as at a first start (its model trained on the clinic's closed cases),
 * then the patients by the demo's bulk writer. `npm run demo` also back-fills every day's derived
 * values of every patient's history; that one-off costs far more than the nightly work at scale
 * and does not change it, so it runs only with --history (timed apart); otherwise today's values
 * are computed (the first computation a server would make).
 *
 * The jobs: those whose day comes from the clock are called through their job definitions (what
 * pg-boss calls: statistics, category members, delivery, today's predictions). The roll and the
 * earlier days' predictions call the function the job calls with the day given: the roll for the
 * next nights (asOf tomorrow, the day after…: every patient is due), the predictions for the days
 * up to the latest Monday whose statistics horizon has passed, each seeing only what was known on
 * its morning, so that the statistics have a date with every patient's predictions to compute.
 *
 * Baseline, in the same run: one sequential aggregate read of the value rows (nightly entries,
 * or the generic flavour's variable values), the least any nightly computation over them does.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import { sql } from 'kysely';
import { addDays, CUSTOMERS, flavourOf, type Customer } from '@vigil/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { addDemoPatients } from '../apps/server/src/demo/bulk.ts';
import { DEMO_HISTORY_DAYS, seedDemoClinicIfEmpty } from '../apps/server/src/demo/seed.ts';
import {
  dailyPredictionsJob,
  predictHospitalizations,
  trainHospitalizationModel,
} from '../apps/server/src/features/ai/index.ts';
import { activeModel } from '../apps/server/src/features/ai/models/store.ts';
import { madeOn } from '../apps/server/src/features/ai/predictions/backfill-days.ts';
import { predictTreatments } from '../apps/server/src/features/ai/treatment/predict.ts';
import { storedMembersJob } from '../apps/server/src/features/categories/index.ts';
import { categoryMessageDeliveryJob } from '../apps/server/src/features/category-messages/index.ts';
import { statisticsJob } from '../apps/server/src/features/statistics/index.ts';
import {
  recomputeDerivedVariables,
  rollDerivedVariables,
} from '../apps/server/src/features/variable-values/index.ts';
import { databaseSize, JobTimer, jobTable } from './lib/job-timer.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    customer: { type: 'string', default: 'bedwetting' },
    runs: { type: 'string', default: '3' },
    history: { type: 'boolean', default: false },
  },
});
const patients = Number(positionals[0] ?? 10_000);
const runs = Number(values.runs);
const customer = values.customer as Customer;
if (!CUSTOMERS.includes(customer)) throw new Error(`--customer must be one of ${CUSTOMERS.join(', ')}`);

/** The windows of issue 44, in seconds; members and delivery have none (they run every minute and quarter hour). */
const WINDOWS: Record<string, number> = {
  'derived variables (roll)': 15 * 60,
  'daily predictions': 15 * 60,
  statistics: 5 * 60,
};

const BASELINE = 'baseline: one read of the value rows';

mkdirSync(new URL('./results', import.meta.url), { recursive: true });
const resultsFile = new URL(
  `./results/nightly-work-${customer}-${patients}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  import.meta.url,
);
const scratch = await createScratchDatabase('vigil_bench_nightly');
const timer = new JobTimer(scratch.name, resultsFile, { patients, customer, runs, history: values.history });
const timed = timer.time.bind(timer);
const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const config = loadConfig({ DATABASE_URL: scratch.url, CUSTOMER: customer, APP_PROFILE: 'local' });
// The server's pool (openDatabase's default); the demo's writer uses three of its connections.
const database = await openDatabase(config.database);
const { db } = database;
const now = new Date();
const today = now.toISOString().slice(0, 10);
say(
  `${patients.toLocaleString('en-GB')} ${customer} patients, ${runs} runs; ${os.cpus().length} cores, ` +
    `load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);

try {
  await seed(db);
  await baseline(db);
  await nights(db);
  // The roll wrote the coming days' derived values; the predictions and statistics read none of them.
  await predictions(db);
  await statistics(db);
  await baseline(db);
  const size = await databaseSize(db);
  timer.write({ size });
  console.log(`\n${patients.toLocaleString('en-GB')} ${customer} patients, database ${size.database}`);
  console.table(jobTable(timer.figures, { patients, windows: WINDOWS, baseline: BASELINE }));
  console.table(size.tables);
  console.log(`figures written to ${resultsFile.pathname}`);
} finally {
  await database.close();
  await scratch.drop();
}

/** The demo database, as `npm run demo -- --patients N` makes it on an empty database. */
async function seed(db: Db): Promise<void> {
  await timed(
    'seed: migrations and the demo clinic',
    1,
    async () => {
      await migrateToLatest(db);
      return seedDemoClinicIfEmpty(db, config);
    },
    () => 'first start of an empty database',
  );
  await timed(
    'seed: writing the patients',
    1,
    () =>
      addDemoPatients(db, {
        customer,
        seed: config.demo.seed,
        count: patients,
        historyDays: DEMO_HISTORY_DAYS,
        today: now,
        concurrency: 3,
        derivedValues: 'none',
      }),
    (result) =>
      `${Object.values(result.rows)
        .reduce((sum, count) => sum + count, 0)
        .toLocaleString('en-GB')} rows`,
  );
  await timed(
    values.history ? "seed: every day's derived values (npm run demo)" : "seed: today's derived values",
    1,
    () =>
      recomputeDerivedVariables(db, {
        customer,
        asOf: now,
        ...(values.history ? { firstDays: 'history' } : {}),
      }),
    (result) => `${result.changedRows.toLocaleString('en-GB')} rows written`,
  );
  // Autovacuum is off on these machines; a server would have analysed the new tables by the night.
  await timed(
    'seed: vacuum analyze',
    1,
    () => sql`vacuum analyze`.execute(db),
    () => 'whole database',
  );
  const kind = customer === 'bedwetting' ? 'treatment_outcome' : 'hospitalization_risk';
  let model = await activeModel(db, kind);
  if (!model && customer === 'generic') {
    // The AI Training task, as an admin starts it on a clinic without a model.
    await timed(
      'seed: AI training (no model from the demo clinic)',
      1,
      () => trainHospitalizationModel(db, { today }),
      () => 'every patient',
    );
    model = await activeModel(db, kind);
  }
  say(
    model
      ? `model in use: ${kind} version ${model.version}, trained ${model.trainedAt.toISOString()}`
      : 'no model in use: the predictions will make none',
  );
  await addMessages(db);
}

/**
 * One enabled message for each of the demo's rule-based categories in every language the patients
 * speak, sent every day (sendMoreThanOnce) to the phone and the watch: each run at the send hour
 * delivers to every member, the most the delivery job can have to do.
 */
async function addMessages(db: Db): Promise<void> {
  const admin = await db.selectFrom('appUser').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { rows } = await sql<{ categoryId: number; language: string }>`
    insert into category_message (category_type, rule_based_category_id, language, message_text,
      message_title, is_enabled, send_more_than_once, send_to_mobile, send_to_smartwatch, hours_when_to_send, created_by)
    select 'RULE_BASED', c.id, l.language, 'Remember tonight''s entry', 'Reminder', true, true, true, true, 8, ${admin.id}
    from rule_based_category c cross join (select distinct language from patient where language is not null) l
    returning rule_based_category_id as "categoryId", language`.execute(db);
  say(`${rows.length} category messages (${new Set(rows.map((row) => row.categoryId)).size} categories)`);
}

/** One sequential aggregate read of the value rows. */
async function baseline(db: Db): Promise<void> {
  const table = customer === 'bedwetting' ? sql`nightly_entry` : sql`variable_value`;
  for (let run = 1; run <= runs; run++) {
    await timed(
      BASELINE,
      run,
      async () =>
        (await sql<{ rows: string }>`select count(*) as rows, sum(value) from ${table}`.execute(db)).rows[0]!,
      (row) => `${Number(row.rows).toLocaleString('en-GB')} rows`,
    );
  }
}

/** The Monday whose statistics the predictions feed: the latest one whose horizon has passed. */
function statisticsDate(): string {
  const last = addDays(today, -flavourOf(customer).statistics.horizonDays);
  const isoDay = (new Date(`${last}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(last, -isoDay);
}

/**
 * The daily predictions: of the days up to the statistics date, each as its morning's job made it
 * (from what was known then), then today's by the job itself. Each run is followed by the
 * category members' job, which the written AI variables make catch up.
 */
async function predictions(db: Db): Promise<void> {
  const monday = statisticsDate();
  const job = dailyPredictionsJob(db, customer);
  const members = storedMembersJob(db);
  for (let run = 1; run <= runs + 1; run++) {
    const day = run <= runs ? addDays(monday, run - runs) : today;
    await timed(
      'daily predictions',
      run,
      async () => {
        if (day === today) return job.run(undefined);
        if (customer === 'bedwetting') return predictTreatments(db, { today: day, now: madeOn(day) });
        return predictHospitalizations(db, { days: [day] });
      },
      () => `for ${day}${day === today ? ' (the job as pg-boss runs it)' : ''}`,
    );
    await timed(
      'category members after predictions',
      run,
      () => members.run(undefined),
      () => 'job',
    );
  }
  const { rows } = await sql<{ day: string; predictions: string }>`
    select to_char(as_of, 'YYYY-MM-DD') as day, count(*) as predictions from ai_prediction
    where as_of >= ${addDays(monday, 1 - runs)}::date group by as_of order by as_of`.execute(db);
  say(`predictions per day: ${rows.map((row) => `${row.day} ${row.predictions}`).join(', ')}`);
}

/**
 * The statistics job: first with the marks the predictions left (the statistics date), then with
 * that date marked again, as new predictions of its week would mark it.
 */
async function statistics(db: Db): Promise<void> {
  const date = statisticsDate();
  const job = statisticsJob(db, customer);
  for (let run = 1; run <= runs; run++) {
    if (run > 1)
      await sql`insert into statistics_dirty_date (date, reason) values (${date}::date, 'prediction')
        on conflict (date, reason) do update set marked_at = now()`.execute(db);
    await timed(
      'statistics',
      run,
      async () => {
        await job.run(undefined);
        const { rows } = await sql<{ rows: string }>`
          select count(*) as rows from statistics_hospitalization where date = ${date}::date`.execute(db);
        return rows[0]!.rows;
      },
      (rows) => `${date}: ${rows} rows`,
    );
  }
}

/**
 * The next nights: the hourly roll with every patient's new day begun, the category members' job
 * catching up with what it wrote, and the delivery job at noon UTC (every message's send hour has
 * passed in Europe), then a quarter of an hour later (nothing left to deliver).
 */
async function nights(db: Db): Promise<void> {
  const members = storedMembersJob(db);
  const delivery = categoryMessageDeliveryJob(db);
  for (let run = 1; run <= runs; run++) {
    const noon = new Date(`${addDays(today, run)}T12:00:00Z`);
    await timed(
      'derived variables (roll)',
      run,
      () => rollDerivedVariables(db, { customer, asOf: noon }),
      (result) =>
        `${result.patients.toLocaleString('en-GB')} patients, ${result.changedRows.toLocaleString('en-GB')} rows`,
    );
    await timed(
      'category members after the roll',
      run,
      () => members.run(undefined),
      () => 'job',
    );
    for (const [label, at] of [
      ['category message delivery', noon],
      ['category message delivery, a quarter hour later', new Date(noon.getTime() + 15 * 60_000)],
    ] as const) {
      await timed(
        label,
        run,
        async () => {
          await delivery.run({ now: at.toISOString() });
          const { rows } = await sql<{ due: string }>`
            select count(*) as due from category_message_delivery where slot = ${addDays(today, run)}::date`.execute(
            db,
          );
          return rows[0]!.due;
        },
        (due) => `${Number(due).toLocaleString('en-GB')} deliveries of the day`,
      );
    }
  }
}
