/**
 * Solves A·x = b for a symmetric positive definite A (row-major n×n) by its Cholesky factor.
 * A is left unchanged. Throws when A is not positive definite (a model with no regularisation on
 * a column that never varies, for instance).
 */
export function solveSymmetric(a: Float64Array, b: Float64Array): Float64Array {
  return solveWithCholesky(choleskyFactor(a, b.length), b);
}

/** The lower-triangular L with L·Lᵀ = A (row-major n×n), to solve several systems with one A. */
export function choleskyFactor(a: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (!(sum > 0)) throw new Error(`matrix is not positive definite at column ${i}`);
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j]!;
      }
    }
  }
  return l;
}

/** Solves L·Lᵀ·x = b for the Cholesky factor L of choleskyFactor. */
export function solveWithCholesky(l: Float64Array, b: Float64Array): Float64Array {
  const n = b.length;
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i * n + k]! * y[k]!;
    y[i] = sum / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k * n + i]! * x[k]!;
    x[i] = sum / l[i * n + i]!;
  }
  return x;
}
