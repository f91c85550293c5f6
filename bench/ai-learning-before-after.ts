/**
 * The learning of another tree against this tree's on one cohort's training rows (issue 37):
 * `trainModel` of `AI_BEFORE_TREE` (a copy of the commit before) and of this tree, alternating on
 * the same rows, each timed in CPU time (the learning reads no database, so this process's CPU
 * time is all of it) and wall time; then the two models compared number by number: the chosen
 * penalty, the weights, the Platt map, the out-of-fold figures, the covariance, the outcome model.
 *
 *   git archive <commit> | tar -x -C /tmp/ai-before && ln -s "$PWD/node_modules" /tmp/ai-before/node_modules
 *   AI_BEFORE_TREE=/tmp/ai-before npx tsx bench/ai-learning-before-after.ts <bedwetting|generic> [patients=2000] [historyDays] [rounds=2]
 *
 * `BENCH_KEEP=1` keeps the scratch database; `AI_PROFILE_COHORT=<its address>` reuses it (the
 * same UTC day and arguments).
 */
import { aiFeatureDirection, type Customer } from '@vigil/domain';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Learning from '@vigil/learning';
import { aiTrainingRows, openAiCohort, type Step } from './lib/ai-cohort.ts';

const flavour = (process.argv[2] ?? 'bedwetting') as Customer;
const patients = Number(process.argv[3] ?? 2_000);
const historyDays = Number(process.argv[4] ?? (flavour === 'bedwetting' ? 365 : 200));
const rounds = Number(process.argv[5] ?? 2);
const BEFORE_TREE = process.env.AI_BEFORE_TREE;
/** Where a tree keeps trainModel: packages/learning since issue 41, the server's ai feature before. */
const TRAINED_MODEL = [
  'packages/learning/src/trained-model.ts',
  'apps/server/src/features/ai/learning/trained-model.ts',
];

async function learningOf(tree: string): Promise<typeof Learning> {
  const file = TRAINED_MODEL.map((relative) => path.join(tree, relative)).find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`no trained-model.ts in ${tree}`);
  return (await import(file)) as typeof Learning;
}

const step: Step = async (label, run) => {
  const started = performance.now();
  const result = await run();
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(2).padStart(7)} s`);
  return result;
};

/** Every number of a model, with where it is, in the order of its keys. */
function numbersOf(value: unknown, at = ''): [string, number][] {
  if (typeof value === 'number') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersOf(item, `${at}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => numbersOf(item, `${at}.${key}`));
  return [];
}

/** How far apart two models are: identical to the bit, or the largest differences. */
function compare(before: unknown, after: unknown): string {
  const [a, b] = [numbersOf(before), numbersOf(after)];
  if (a.length !== b.length) return `different shapes: ${a.length} numbers against ${b.length}`;
  let differing = 0;
  let largest = { at: '', absolute: 0, relative: 0 };
  a.forEach(([at, x], i) => {
    const y = b[i]![1];
    if (b[i]![0] !== at) throw new Error(`different shapes at ${at}`);
    if (Object.is(x, y) || (Number.isNaN(x) && Number.isNaN(y))) return;
    differing++;
    const absolute = Math.abs(x - y);
    const relative = absolute / Math.max(1e-300, Math.abs(x), Math.abs(y));
    if (relative > largest.relative) largest = { at, absolute, relative };
  });
  return differing === 0
    ? `identical to the bit (${a.length} numbers)`
    : `${differing} of ${a.length} numbers differ; the most, relatively, ${largest.at}: ${largest.absolute.toExponential(2)} (${largest.relative.toExponential(2)} of its size)`;
}

async function main(): Promise<void> {
  if (!BEFORE_TREE) throw new Error('AI_BEFORE_TREE: the tree of the commit before');
  const todayText = new Date().toISOString().slice(0, 10);
  const cohort = await openAiCohort(
    `vigil_ai_learning_${flavour}`,
    {
      flavour,
      patients,
      historyDays,
    },
    step,
  );
  try {
    const data = await aiTrainingRows(cohort.db, flavour, todayText, step);
    console.log(
      `${data.rows.length} rows of ${new Set(data.groups).size} patients, ${data.featureNames.length} features`,
    );
    const trees = {
      before: await learningOf(BEFORE_TREE),
      after: await learningOf(path.join(import.meta.dirname, '..')),
    };
    const outcomeClasses = flavour === 'bedwetting' ? 4 : null;
    const models: Partial<Record<keyof typeof trees, unknown>> = {};
    const cpu: Record<keyof typeof trees, number[]> = { before: [], after: [] };
    const loads: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Alternate who goes first: neither always gets the quieter minute.
      for (const name of round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
        loads.push(os.loadavg()[0]!);
        const used = process.cpuUsage();
        const started = performance.now();
        models[name] = trees[name].trainModel(data, outcomeClasses, aiFeatureDirection);
        const wall = (performance.now() - started) / 1000;
        const { user, system } = process.cpuUsage(used);
        cpu[name].push((user + system) / 1e6);
        console.log(
          `round ${round + 1}, ${name.padEnd(6)}: trainModel CPU ${cpu[name].at(-1)!.toFixed(2)} s, wall ${wall.toFixed(2)} s (load ${loads.at(-1)!.toFixed(1)})`,
        );
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
    const [before, after] = [median(cpu.before), median(cpu.after)];
    console.log(
      `trainModel CPU, median of ${rounds}: before ${before.toFixed(2)} s, after ${after.toFixed(2)} s (×${(after / before).toFixed(2)}); load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    );
    console.log(`models: ${compare(models.before, models.after)}`);
  } finally {
    await cohort.close();
  }
}

await main();
