import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import { solveSymmetric } from './linear-algebra.ts';
import { minimiseWithSigns } from './sign-constrained-quadratic.ts';

/** A symmetric positive definite n×n matrix whose columns are correlated by `correlation`. */
function correlatedMatrix(n: number, correlation: number, seed: number): Float64Array {
  const rng = createRng(seed);
  const rows = Array.from({ length: 4 * n }, () => {
    const shared = rng.normal();
    return Array.from({ length: n }, () => correlation * shared + (1 - correlation) * rng.normal());
  });
  const h = new Float64Array(n * n);
  for (const row of rows)
    for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) h[j * n + k]! += row[j]! * row[k]!;
  return h;
}

const value = (h: Float64Array, c: Float64Array, z: ArrayLike<number>) => {
  const n = c.length;
  let sum = 0;
  for (let j = 0; j < n; j++) {
    sum += c[j]! * z[j]!;
    for (let k = 0; k < n; k++) sum += 0.5 * z[j]! * h[j * n + k]! * z[k]!;
  }
  return sum;
};

/** The exact minimum: every choice of entries held at 0, solved, the best feasible one kept. */
function bruteForce(h: Float64Array, c: Float64Array, signs: readonly number[]): Float64Array {
  const n = c.length;
  const constrained = signs.flatMap((sign, j) => (sign === 0 ? [] : [j]));
  let best: Float64Array | null = null;
  for (let mask = 0; mask < 1 << constrained.length; mask++) {
    const held = new Set(constrained.filter((_, b) => (mask >> b) & 1));
    const free = [...signs.keys()].filter((j) => !held.has(j));
    const sub = Float64Array.from(free.flatMap((j) => free.map((k) => h[j * n + k]!)));
    const solved = solveSymmetric(
      sub,
      Float64Array.from(free, (j) => -c[j]!),
    );
    const z = new Float64Array(n);
    free.forEach((j, a) => (z[j] = solved[a]!));
    if (signs.some((sign, j) => sign * z[j]! < -1e-12)) continue;
    if (!best || value(h, c, z) < value(h, c, best)) best = z;
  }
  return best!;
}

describe('the minimum of a quadratic whose entries keep their signs', () => {
  it('is the exact minimum, on independent and on nearly collinear columns', () => {
    for (const [seed, correlation] of [
      [1, 0],
      [2, 0.5],
      [3, 0.95],
      [4, 0.995],
    ] as const) {
      const n = 7;
      const rng = createRng(100 + seed);
      const h = correlatedMatrix(n, correlation, seed);
      const c = Float64Array.from({ length: n }, () => 10 * rng.normal());
      const signs = Array.from({ length: n }, (_, j) => [1, -1, 0, 1][j % 4]!);
      const start = new Float64Array(n); // feasible: every sign kept
      const z = minimiseWithSigns(h, c, (j) => signs[j]!, start);
      const exact = bruteForce(h, c, signs);
      signs.forEach((sign, j) => expect(sign * z[j]!).toBeGreaterThanOrEqual(0));
      z.forEach((entry, j) => expect(entry).toBeCloseTo(exact[j]!, 8));
    }
  });

  it('without constraints is the Newton point, and from any feasible start the same minimum', () => {
    const n = 5;
    const h = correlatedMatrix(n, 0.9, 9);
    const c = Float64Array.from([3, -2, 1, 4, -5]);
    const newton = solveSymmetric(
      h,
      c.map((entry) => -entry),
    );
    minimiseWithSigns(h, c, () => 0, new Float64Array(n)).forEach((entry, j) =>
      expect(entry).toBeCloseTo(newton[j]!, 10),
    );
    const signs = [1, 1, 1, 1, 1];
    const fromZero = minimiseWithSigns(h, c, (j) => signs[j]!, new Float64Array(n));
    const fromElsewhere = minimiseWithSigns(h, c, (j) => signs[j]!, Float64Array.from([5, 0, 2, 0, 7]));
    fromZero.forEach((entry, j) => expect(entry).toBeCloseTo(fromElsewhere[j]!, 10));
  });
});
