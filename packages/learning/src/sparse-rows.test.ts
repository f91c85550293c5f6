import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import { choleskyFactor, solveSymmetric, solveWithCholesky } from './linear-algebra.ts';
import { addOuterProduct, sparseRows, sparseScore } from './sparse-rows.ts';

/** Design-like rows: a value or, where it is missing, a 0 beside an indicator of 1. */
function designRows(count: number, features: number, seed: number): Float64Array[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const row = new Float64Array(features * 2);
    for (let j = 0; j < features; j++) {
      if (rng.next() < 0.4) row[features + j] = 1;
      else row[j] = rng.normal();
    }
    return row;
  });
}

const extended = (row: Float64Array) => Float64Array.from([1, ...row]);

describe('design rows without their zeros', () => {
  it('keep every nonzero in column order, the intercept first', () => {
    const rows = [Float64Array.from([0, 2.5, 0, -1]), Float64Array.from([0, 0, 0, 0])];
    const sparse = sparseRows(rows);
    expect(Array.from(sparse.start)).toEqual([0, 3, 4]);
    expect(Array.from(sparse.column)).toEqual([0, 2, 4, 0]);
    expect(Array.from(sparse.value)).toEqual([1, 2.5, -1, 1]);
  });

  it('score a row to the bit as the dense sum does', () => {
    const rows = designRows(200, 12, 3);
    const sparse = sparseRows(rows);
    const rng = createRng(4);
    const theta = Float64Array.from({ length: 2 * 25 }, () => rng.normal());
    rows.forEach((row, i) => {
      const x = extended(row);
      for (const offset of [0, 25]) {
        let dense = 0;
        for (let j = 0; j < x.length; j++) dense += theta[offset + j]! * x[j]!;
        expect(Object.is(sparseScore(theta, offset, sparse, i), dense)).toBe(true);
      }
    });
  });

  it('add the outer products of the dense rows to the bit, upper triangle on a diagonal block', () => {
    const rows = designRows(300, 10, 5);
    const sparse = sparseRows(rows);
    const stride = 21;
    const size = 2 * stride;
    const [fromSparse, fromDense] = [new Float64Array(size * size), new Float64Array(size * size)];
    rows.forEach((row, i) => {
      const factor = 0.1 + (i % 7) / 10;
      const x = extended(row);
      for (const [rowOffset, columnOffset] of [
        [0, 0],
        [0, stride],
        [stride, stride],
      ] as const) {
        const diagonal = rowOffset === columnOffset;
        addOuterProduct(fromSparse, size, rowOffset, columnOffset, diagonal, sparse, i, factor);
        for (let j = 0; j < stride; j++)
          for (let k = diagonal ? j : 0; k < stride; k++)
            fromDense[(rowOffset + j) * size + columnOffset + k]! += factor * x[j]! * x[k]!;
      }
    });
    fromDense.forEach((value, at) => expect(Object.is(fromSparse[at], value), `entry ${at}`).toBe(true));
    // Below the diagonal of a diagonal block nothing is added.
    expect(fromSparse[1 * size + 0]).toBe(0);
  });
});

describe('one Cholesky factor for several systems', () => {
  it('solves each as solveSymmetric does', () => {
    const a = Float64Array.from([4, 2, 0, 2, 5, 1, 0, 1, 3]);
    const factor = choleskyFactor(a, 3);
    for (const b of [
      [2, 9, 7],
      [1, 0, 0],
      [0, -1, 4],
    ]) {
      const rhs = Float64Array.from(b);
      expect(Array.from(solveWithCholesky(factor, rhs))).toEqual(Array.from(solveSymmetric(a, rhs)));
    }
  });
});
