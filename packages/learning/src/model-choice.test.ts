import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import { calibrationError, fitPlatt } from './calibration.ts';
import { fitSignConstrained } from './constrained.ts';
import { crossValidateL2, foldOf, L2_GRID, logLoss, patientSample } from './cross-validation.ts';
import { isHeldOut, TRAINING_MAX_PATIENTS, trainingPatients } from './split.ts';
import { fitLogistic, linearScore } from './logistic.ts';

/** One row per patient: standard-normal features and a label from a known logistic model. */
function synthetic(weights: readonly number[], intercept: number, rows: number, seed: number) {
  const rng = createRng(seed);
  const design: Float64Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < rows; i++) {
    const row = Float64Array.from(weights, () => rng.normal());
    const score = weights.reduce((sum, w, j) => sum + w * row[j]!, intercept);
    design.push(row);
    labels.push(rng.next() < 1 / (1 + Math.exp(-score)) ? 1 : 0);
  }
  return { design, labels, groups: design.map((_, i) => i + 1) };
}

const free = (width: number) => new Array<0>(width).fill(0);

/** The penalty whose model, fitted on the training rows, predicts fresh rows best. */
function trueOptimum(train: ReturnType<typeof synthetic>, fresh: ReturnType<typeof synthetic>) {
  const losses = L2_GRID.map((l2) => {
    const { model } = fitLogistic(train.design, train.labels, 2, { l2 });
    const scores = fresh.design.map((row) => linearScore(model.coefficients[0]!, row));
    return logLoss(scores, fresh.labels);
  });
  return L2_GRID[losses.indexOf(Math.min(...losses))]!;
}

const gridStep = (l2: number) => L2_GRID.indexOf(l2 as (typeof L2_GRID)[number]);

describe('choosing the L2 penalty by cross-validation grouped by patient', () => {
  it('picks the penalty that predicts new patients best, within one step of the grid', () => {
    // 20 features, 3 with a weak effect, 250 patients: a case where the penalty matters.
    const weights = [0.5, -0.4, 0.3, ...new Array<number>(17).fill(0)];
    for (const seed of [1, 2, 3]) {
      const train = synthetic(weights, -1, 250, seed);
      const fresh = synthetic(weights, -1, 40_000, 100 + seed);
      const chosen = crossValidateL2(train.design, train.labels, train.groups, free(20));
      expect(Math.abs(gridStep(chosen.l2) - gridStep(trueOptimum(train, fresh)))).toBeLessThanOrEqual(1);
      expect(chosen.losses.find((entry) => entry.l2 === chosen.l2)!.logLoss).toBe(
        Math.min(...chosen.losses.map((entry) => entry.logLoss)),
      );
    }
  });

  it('shrinks to nearly the base rate when the features carry nothing, and barely when data are plenty', () => {
    const noise = synthetic(new Array<number>(15).fill(0), -0.5, 200, 7);
    const chosen = crossValidateL2(noise.design, noise.labels, noise.groups, free(15)).l2;
    expect(chosen).toBeGreaterThanOrEqual(100);
    // At that penalty every weight is near 0: the model is nearly the base rate.
    const { model } = fitLogistic(noise.design, noise.labels, 2, { l2: chosen });
    model.coefficients[0]!.slice(1).forEach((weight) => expect(Math.abs(weight)).toBeLessThan(0.15));
    const plenty = synthetic([2, -1.5, 1], 0, 5_000, 8);
    expect(crossValidateL2(plenty.design, plenty.labels, plenty.groups, free(3)).l2).toBeLessThanOrEqual(3);
  });

  it('keeps all rows of a patient in one fold', () => {
    const data = synthetic([1, 0.5], 0, 600, 9);
    const groups = data.design.map((_, i) => Math.floor(i / 6));
    const { outOfFold } = crossValidateL2(data.design, data.labels, groups, free(2), [1]);
    // Rows of one patient with equal features would score equally if they shared a model.
    expect(outOfFold).toHaveLength(600);
  });
});

describe('cross-validation at scale', () => {
  it('reads a sample of whole patients above the cap, and every row below it', () => {
    const groups = Array.from({ length: 12_000 }, (_, i) => Math.floor(i / 4));
    expect(patientSample(groups, 5_000)).toHaveLength(12_000);
    const sample = Array.from(patientSample(groups, 1_000));
    const patients = new Set(sample.map((i) => groups[i]!));
    expect(patients.size).toBeGreaterThan(900);
    expect(patients.size).toBeLessThan(1_100);
    // All four rows of every patient sampled, in order.
    expect(sample).toHaveLength(patients.size * 4);
    expect(sample).toEqual([...sample].sort((a, b) => a - b));
    for (const patient of patients) expect(sample.filter((i) => groups[i] === patient)).toHaveLength(4);
  });

  it('the warm-started out-of-fold scores are those of fits from scratch on each fold', () => {
    const data = synthetic([0.8, -0.5, 0.3, 0, 0], -0.7, 1_500, 51);
    const groups = data.design.map((_, i) => Math.floor(i / 3));
    const chosen = crossValidateL2(data.design, data.labels, groups, free(5));
    const folds = groups.map((group) => foldOf(group));
    const cold = new Float64Array(data.design.length);
    for (const fold of new Set(folds)) {
      const train = data.design.flatMap((row, i) => (folds[i] === fold ? [] : [i]));
      const { model } = fitLogistic(
        train.map((i) => data.design[i]!),
        train.map((i) => data.labels[i]!),
        2,
        { l2: chosen.l2 },
      );
      folds.forEach((f, i) => {
        if (f === fold) cold[i] = linearScore(model.coefficients[0]!, data.design[i]!);
      });
    }
    chosen.outOfFold.forEach((score, i) => expect(score).toBeCloseTo(cold[i]!, 4));
  });

  it('above the cap, chooses on the sample: the same penalty as on every patient', () => {
    const weights = [0.5, -0.4, 0.3, ...new Array<number>(7).fill(0)];
    const data = synthetic(weights, -1, 3_000, 61);
    const all = crossValidateL2(data.design, data.labels, data.groups, free(10));
    const sampled = crossValidateL2(data.design, data.labels, data.groups, free(10), L2_GRID, 2_000);
    expect(sampled.rows.length).toBeLessThan(2_200);
    expect(sampled.outOfFold).toHaveLength(sampled.rows.length);
    expect(Math.abs(gridStep(sampled.l2) - gridStep(all.l2))).toBeLessThanOrEqual(1);
  });

  it('caps the rows it reads, not the patients: fewer patients where each has more rows', () => {
    const data = synthetic([0.5, -0.4], -1, 3_000, 62);
    const patientsOf = (rowsEach: number) => data.design.map((_, i) => Math.floor(i / rowsEach));
    for (const rowsEach of [1, 5]) {
      const { rows } = crossValidateL2(data.design, data.labels, patientsOf(rowsEach), free(2), [1], 1_000);
      expect(rows.length, `${rowsEach} rows a patient`).toBeGreaterThan(800);
      expect(rows.length, `${rowsEach} rows a patient`).toBeLessThan(1_200);
    }
  });
});

describe('calibration maps', () => {
  it('Platt scaling recovers a known slope and intercept of over-confident scores', () => {
    const rng = createRng(11);
    const scores: number[] = [];
    const positive: boolean[] = [];
    for (let i = 0; i < 50_000; i++) {
      const score = rng.normal() * 3;
      scores.push(score);
      positive.push(rng.next() < 1 / (1 + Math.exp(-(0.5 * score - 1))));
    }
    const platt = fitPlatt(scores, positive);
    expect(platt.slope).toBeCloseTo(0.5, 1);
    expect(platt.intercept).toBeCloseTo(-1, 1);
  });

  it('maps scores that rank the wrong way to the base rate', () => {
    const scores = Array.from({ length: 400 }, (_, i) => i / 100);
    const positive = scores.map((score, i) => score < 1 || i % 10 === 0);
    const platt = fitPlatt(scores, positive);
    const rate = positive.filter(Boolean).length / positive.length;
    expect(platt.slope).toBe(0);
    expect(1 / (1 + Math.exp(-platt.intercept))).toBeCloseTo(rate, 6);
  });

  it('gives a finite slope when the scores separate the labels, and a calibrated one', () => {
    // Every positive scores above every negative: the unsmoothed fit's slope would grow without end.
    const scores = Array.from({ length: 60 }, (_, i) => (i - 30) / 10);
    const positive = scores.map((score) => score > 0);
    const platt = fitPlatt(scores, positive);
    expect(Number.isFinite(platt.slope)).toBe(true);
    expect(platt.slope).toBeGreaterThan(1);
    expect(platt.slope).toBeLessThan(100);
    // The most extreme rows are predicted near, not at, certainty.
    const top = 1 / (1 + Math.exp(-(platt.slope * 2.9 + platt.intercept)));
    expect(top).toBeGreaterThan(0.9);
    expect(top).toBeLessThan(1);
  });

  it('the calibration error is the count-weighted mean and the worst decile gap', () => {
    const error = calibrationError([
      { meanPredicted: 0.1, observed: 0.2, count: 30 },
      { meanPredicted: 0.5, observed: 0.5, count: 60 },
      { meanPredicted: 0.9, observed: 0.6, count: 10 },
    ]);
    expect(error.mean).toBeCloseTo((0.1 * 30 + 0.3 * 10) / 100, 12);
    expect(error.worst).toBeCloseTo(0.3, 12);
  });
});

describe('sign-constrained weights', () => {
  it('hold a weight at 0 that the data pull against its known direction, and fit the rest as if it were absent', () => {
    const data = synthetic([1, -0.8, 0.6], -0.5, 3_000, 21);
    // Column 1 truly lowers the risk; the constraint says it may only raise it.
    const fit = fitSignConstrained(data.design, data.labels, [1, 1, 0], { l2: 1 });
    const w = fit.model.coefficients[0]!;
    expect(w[2]).toBe(0);
    expect(fit.heldAtZero).toEqual([false, true, false]);
    const without = fitLogistic(
      data.design.map((row) => Float64Array.from([row[0]!, row[2]!])),
      data.labels,
      2,
      { l2: 1 },
    ).model.coefficients[0]!;
    [w[0], w[1], w[3]].forEach((value, j) => expect(value).toBeCloseTo(without[j]!, 5));
  });

  it('hold on any data, and leave an agreeing weight as the unconstrained fit has it', () => {
    for (const seed of [31, 32, 33, 34]) {
      const rng = createRng(seed);
      const weights = Array.from({ length: 8 }, () => rng.normal());
      const data = synthetic(weights, 0, 800, seed);
      const directions = weights.map((_, j) => ([1, -1, 0] as const)[j % 3]!);
      const w = fitSignConstrained(data.design, data.labels, directions, { l2: 3 }).model.coefficients[0]!;
      directions.forEach((direction, j) => expect(direction * w[j + 1]!).toBeGreaterThanOrEqual(0));
    }
    const agreeing = synthetic([1, -1], 0, 1_000, 41);
    const constrained = fitSignConstrained(agreeing.design, agreeing.labels, [1, -1], { l2: 1 });
    const plain = fitLogistic(agreeing.design, agreeing.labels, 2, { l2: 1 });
    constrained.model.coefficients[0]!.forEach((value, j) =>
      expect(value).toBeCloseTo(plain.model.coefficients[0]![j]!, 8),
    );
  });

  it('end at the optimum on correlated columns: a free weight has no pull left, a held one pulls the forbidden way', () => {
    const data = correlatedSignals(20_000, 71);
    const directions = new Array<1>(24).fill(1);
    for (const l2 of [0.1, 10]) {
      const fit = fitSignConstrained(data.design, data.labels, directions, { l2 });
      const w = fit.model.coefficients[0]!;
      const gradient = lossGradient(data.design, data.labels, w, l2);
      expect(fit.heldAtZero.filter(Boolean).length).toBeGreaterThan(3);
      gradient.forEach((pull, j) => {
        if (j === 0 || !fit.heldAtZero[j - 1]) expect(Math.abs(pull)).toBeLessThan(1e-6);
        // Lowering a held weight would gain, but its sign forbids it.
        else expect(pull).toBeGreaterThan(-1e-6);
      });
    }
  });

  it('started from a neighbouring penalty’s fit and its Hessian, reach the same weights', () => {
    const data = correlatedSignals(8_000, 72);
    const directions = new Array<1>(24).fill(1);
    const near = fitSignConstrained(data.design, data.labels, directions, { l2: 3 });
    const cold = fitSignConstrained(data.design, data.labels, directions, { l2: 1 });
    const warm = fitSignConstrained(data.design, data.labels, directions, {
      l2: 1,
      start: near.model,
      curvature: near.curvature,
    });
    expect(warm.iterations).toBeLessThan(cold.iterations);
    warm.model.coefficients[0]!.forEach((value, j) =>
      expect(value).toBeCloseTo(cold.model.coefficients[0]![j]!, 6),
    );
  });
});

/** Level, recent level and trend of six signals (nearly collinear triples, as a vital's features), each signal sometimes missing with its indicator. */
function correlatedSignals(rows: number, seed: number) {
  const rng = createRng(seed);
  const design: Float64Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < rows; i++) {
    const row: number[] = [];
    let score = -2.5;
    for (let signal = 0; signal < 6; signal++) {
      const missing = rng.bernoulli(0.01);
      const level = missing ? 0 : rng.normal();
      const recent = missing ? 0 : level + 0.1 * rng.normal();
      const trend = missing ? 0 : recent - level + 0.05 * rng.normal();
      row.push(level, recent, trend, Number(missing));
      score += 0.6 * recent - 0.4 * level * (signal % 2 ? 1 : -1) - 0.5 * trend - 0.8 * Number(missing);
    }
    design.push(Float64Array.from(row));
    labels.push(rng.bernoulli(1 / (1 + Math.exp(-score))) ? 1 : 0);
  }
  return { design, labels };
}

/** The penalised loss's gradient at a binary model's weights (the intercept first). */
function lossGradient(
  design: readonly Float64Array[],
  labels: readonly number[],
  w: readonly number[],
  l2: number,
) {
  const gradient = w.map((weight, j) => (j === 0 ? 0 : l2 * weight));
  design.forEach((row, i) => {
    const residual = 1 / (1 + Math.exp(-linearScore(w, row))) - labels[i]!;
    gradient[0]! += residual;
    row.forEach((x, j) => (gradient[j + 1]! += residual * x));
  });
  return gradient;
}

describe('the learning package', () => {
  it('stays free of dependencies: it imports only its own files', () => {
    const folder = new URL('.', import.meta.url);
    for (const file of readdirSync(folder).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const imports = [...readFileSync(new URL(file, folder), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (match) => match[1]!,
      );
      for (const source of imports) expect(source, file).toMatch(/^\.\//);
    }
  });
});

describe('training on a sample of patients', () => {
  const ids = Array.from({ length: 100_000 }, (_, i) => 7 + i * 3);

  it('keeps every patient up to the cap, and about the cap above it', () => {
    expect(trainingPatients(ids.slice(0, 25_000))).toEqual(ids.slice(0, 25_000));
    const sample = trainingPatients(ids);
    expect(sample.length).toBeGreaterThan(24_000);
    expect(sample.length).toBeLessThan(26_000);
    expect(TRAINING_MAX_PATIENTS).toBe(25_000);
  });

  it('leaves the held-out split and cross-validation their shares of the sample', () => {
    const sample = trainingPatients(ids);
    const heldOut = sample.filter((id) => isHeldOut(id)).length / sample.length;
    expect(heldOut).toBeGreaterThan(0.18);
    expect(heldOut).toBeLessThan(0.22);
    // Cross-validation reads its 5,000 patients of the sample, not the whole sample.
    const training = sample.filter((id) => !isHeldOut(id));
    const crossValidated = patientSample(training, 5_000).length;
    expect(crossValidated).toBeGreaterThan(4_700);
    expect(crossValidated).toBeLessThan(5_300);
    // The same patients in every run.
    expect(trainingPatients(ids)).toEqual(sample);
  });
});
