/**
 * The AI jobs' speed before and after a change, in one run on one cohort (issue 37): the training
 * task, scoring every active patient and the back-fill of a year of weekly predictions as the code of another tree ran them (`AI_BEFORE_TREE`, a
 * copy of the commit before) and as this tree runs them, alternating, each round beside the
 * baseline of bench/ai-speed-end-to-end.ts (one read of the rows the jobs read). Before timing, it
 * checks that both trees compute the same training rows from the cohort (bedwetting: every
 * feature to the bit; generic: every snapshot's features to 1e-9 of their size).
 *
 *   git archive <commit> | tar -x -C /tmp/ai-before && ln -s "$PWD/node_modules" /tmp/ai-before/node_modules
 *   AI_BEFORE_TREE=/tmp/ai-before npx tsx bench/ai-speed-before-after.ts <bedwetting|generic> [patients=2000] [historyDays] [rounds=3] [backfillWeeks=53]
 *
 * `BENCH_KEEP=1` keeps the scratch database; `AI_SPEED_COHORT=<its address>` measures that cohort
 * again without writing it (the same UTC day and arguments).
 */
import { addDays, type Customer } from '@vigil/domain';
import { sql } from 'kysely';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { backfillDays } from '../apps/server/src/features/ai/predictions/backfill-days.ts';
import type * as HospitalizationPredict from '../apps/server/src/features/ai/hospitalization/predict.ts';
import type * as HospitalizationSnapshots from '../apps/server/src/features/ai/hospitalization/snapshots.ts';
import type * as HospitalizationTrain from '../apps/server/src/features/ai/hospitalization/train.ts';
import { markTreatmentOutcomes } from '../apps/server/src/features/ai/treatment/mark-outcomes.ts';
import type * as LoadHistories from '../apps/server/src/features/ai/treatment/load-histories.ts';
import type * as TreatmentPredict from '../apps/server/src/features/ai/treatment/predict.ts';
import type * as TreatmentTrain from '../apps/server/src/features/ai/treatment/train.ts';
import type * as TrainingSet from '../apps/server/src/features/ai/treatment/training-set.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';
import { writeDemoCohort } from './lib/demo-cohort.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const flavour = (process.argv[2] ?? 'bedwetting') as Customer;
const patients = Number(process.argv[3] ?? 2_000);
const historyDays = Number(process.argv[4] ?? (flavour === 'bedwetting' ? 365 : 200));
const rounds = Number(process.argv[5] ?? 3);
/** Weeks of the back-fill (a year: 53); 0 leaves it out. */
const backfillWeeks = Number(process.argv[6] ?? 53);
const BEFORE_TREE = process.env.AI_BEFORE_TREE;
const KEPT_COHORT = process.env.AI_SPEED_COHORT;
const SEED = 20261129;
const FEATURES = '/apps/server/src/features/ai';
const WEEK = 7;

const STEPS = ['train', 'score', 'backfill'] as const;
type Step = (typeof STEPS)[number];
const LABELS: Record<Step, string> = {
  train: 'training',
  score: 'scoring every active patient',
  backfill: `back-fill of ${backfillWeeks} weekly predictions`,
};

/** The jobs of one tree. */
interface Jobs {
  readonly name: string;
  readonly train: (db: Db, today: string) => Promise<unknown>;
  readonly score: (db: Db, today: string) => Promise<number>;
  /** Weekly predictions of every patient over the past weeks, as the demo's back-fill. */
  readonly backfill: (db: Db, today: string) => Promise<number>;
  /** The training rows, flattened: every feature of every row, then the labels. */
  readonly rows: (db: Db, today: string) => Promise<number[]>;
}

async function jobsOf(name: string, root: string): Promise<Jobs> {
  const load = <T>(file: string) => import(path.join(root, FEATURES, file)) as Promise<T>;
  if (flavour === 'bedwetting') {
    const train = await load<typeof TreatmentTrain>('treatment/train.ts');
    const predict = await load<typeof TreatmentPredict>('treatment/predict.ts');
    const histories = await load<typeof LoadHistories>('treatment/load-histories.ts');
    const set = await load<typeof TrainingSet>('treatment/training-set.ts');
    return {
      name,
      train: (db) => train.trainTreatmentModel(db),
      score: (db, today) => predict.predictTreatments(db, { today }),
      backfill: (db, today) =>
        predict.backfillTreatmentPredictions(db, { today, days: backfillWeeks * WEEK, everyDays: WEEK }),
      rows: async (db) => {
        const finished = (await histories.loadTreatmentHistories(db)).filter((h) => h.outcome !== null);
        const rows = set.treatmentTrainingSet(finished);
        return [...rows.rows.flatMap((row) => Array.from(row)), ...rows.classes, ...rows.groups];
      },
    };
  }
  const train = await load<typeof HospitalizationTrain>('hospitalization/train.ts');
  const predict = await load<typeof HospitalizationPredict>('hospitalization/predict.ts');
  const snapshots = await load<typeof HospitalizationSnapshots>('hospitalization/snapshots.ts');
  return {
    name,
    train: (db, today) => train.trainHospitalizationModel(db, { today }),
    score: (db, today) => predict.predictHospitalizations(db, { days: [today] }),
    backfill: (db, today) =>
      predict.predictHospitalizations(db, { days: backfillDays(today, backfillWeeks * WEEK, WEEK) }),
    rows: async (db, today) => {
      const ids = (await db.selectFrom('patient').select('id').execute()).map((patient) => patient.id);
      const days = Array.from({ length: 25 }, (_, week) => addDays(today, -(14 + week * 7)));
      const all = await snapshots.hospitalizationSnapshots(db, { patientIds: ids, days });
      return all.flatMap((s) => [s.patientId, Date.parse(s.day), Number(s.admitted), ...s.features]);
    },
  };
}

/** Where two flattened row sets differ by more than `tolerance` of the larger size (NaN equals NaN). */
function firstDifference(a: number[], b: number[], tolerance: number): string | null {
  if (a.length !== b.length) return `${a.length} values against ${b.length}`;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (Number.isNaN(x) && Number.isNaN(y)) continue;
    if (
      tolerance === 0 ? Object.is(x, y) : Math.abs(x - y) <= tolerance * Math.max(1, Math.abs(x), Math.abs(y))
    )
      continue;
    return `value ${i}: ${x} against ${y}`;
  }
  return null;
}

const seconds = (started: number) => (performance.now() - started) / 1000;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return seconds(started);
}
const load = () => os.loadavg()[0]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const worst = (values: number[]) => Math.max(...values);

/** The least a job must do: read every row it reads once, with an aggregate. */
const baseline = (db: Db) =>
  timed(() =>
    flavour === 'bedwetting'
      ? sql`select count(*), sum(value) from nightly_entry`.execute(db)
      : sql`select count(*), sum(value) from variable_value where source <> 'ai'`.execute(db),
  );

async function main(): Promise<void> {
  if (!BEFORE_TREE) throw new Error('AI_BEFORE_TREE: the tree of the commit before');
  const today = new Date();
  const todayText = today.toISOString().slice(0, 10);
  let url = KEPT_COHORT;
  let drop = async () => {};
  if (!url) {
    const scratch = await createScratchDatabase(`vigil_ai_ab_${flavour}`);
    url = scratch.url;
    drop = () => scratch.drop();
  }
  const database = await openDatabase({ kind: 'postgres', url }, 2);
  const db = database.db;
  try {
    if (!KEPT_COHORT) {
      const written = await timed(async () => {
        await writeDemoCohort(db, { customer: flavour, seed: SEED, patients, historyDays, today });
        if (flavour === 'bedwetting') await markTreatmentOutcomes(db, todayText);
        else await recomputeDerivedVariables(db, { customer: 'generic', asOf: today });
        await sql`vacuum analyze`.execute(db);
      });
      console.log(
        `${flavour}: ${patients} patients over ${historyDays} days written in ${written.toFixed(1)} s`,
      );
    }
    const before = await jobsOf('before', BEFORE_TREE);
    const after = await jobsOf('after', path.resolve(import.meta.dirname, '..'));
    const difference = firstDifference(
      await before.rows(db, todayText),
      await after.rows(db, todayText),
      flavour === 'bedwetting' ? 0 : 1e-9,
    );
    if (difference) throw new Error(`the training rows differ: ${difference}`);
    console.log('training rows: the same before and after');
    const times = new Map<string, Record<Step, number[]>>();
    // This process's CPU time per step: the host's load moves it far less than the wall clock
    // (the database's own time is not in it).
    const cpu = new Map<string, Record<Step, number[]>>();
    const bases: number[] = [];
    const loads: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Alternate who goes first: neither always gets the warmer cache or the quieter minute.
      for (const jobs of round % 2 === 0 ? [before, after] : [after, before]) {
        loads.push(load());
        bases.push(await baseline(db));
        const mine = times.get(jobs.name) ?? { train: [], score: [], backfill: [] };
        const mineCpu = cpu.get(jobs.name) ?? { train: [], score: [], backfill: [] };
        times.set(jobs.name, mine);
        cpu.set(jobs.name, mineCpu);
        for (const step of STEPS) {
          if (step === 'backfill' && backfillWeeks === 0) continue;
          const used = process.cpuUsage();
          mine[step].push(await timed(() => jobs[step](db, todayText)));
          const { user, system } = process.cpuUsage(used);
          mineCpu[step].push((user + system) / 1e6);
          console.error(
            `  round ${round + 1}, ${jobs.name}: ${LABELS[step]} ${mine[step].at(-1)!.toFixed(1)} s (CPU ${mineCpu[step].at(-1)!.toFixed(1)} s)`,
          );
        }
        loads.push(load());
      }
    }
    const base = median(bases);
    console.log(
      `${flavour}, ${patients} patients over ${historyDays} days, ${rounds} rounds; baseline ${base.toFixed(2)} s (median); load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    );
    console.log(
      '| step | before: median / worst | after: median / worst | after ÷ before (medians) | CPU of this process, median: before / after |',
    );
    console.log('|---|---|---|---|---|');
    for (const step of STEPS) {
      const [b, a] = [times.get('before')![step], times.get('after')![step]];
      if (a.length === 0) continue;
      const cell = (values: number[]) =>
        `${median(values).toFixed(1)} / ${worst(values).toFixed(1)} s (×${(median(values) / base).toFixed(0)} the baseline)`;
      const [cb, ca] = [median(cpu.get('before')![step]), median(cpu.get('after')![step])];
      console.log(
        `| ${LABELS[step]} | ${cell(b)} | ${cell(a)} | ${(median(a) / median(b)).toFixed(2)} | ${cb.toFixed(1)} / ${ca.toFixed(1)} s (${(ca / cb).toFixed(2)}) |`,
      );
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
