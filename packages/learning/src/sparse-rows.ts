/**
 * Design rows with their zeros left out, the intercept's 1 first: a missing value is a 0 beside
 * an indicator of 1, a known one a value beside an indicator of 0, so about half of a design
 * with many indicators is zeros. A zero adds nothing to a sum, so the sums over a row's nonzeros,
 * in the same column order, are the dense sums to the bit.
 */
export interface SparseRows {
  /** Row i's entries are start[i] … start[i + 1] − 1. */
  readonly start: Int32Array;
  /** Each entry's position in the extended row: 0 for the intercept, j + 1 for column j. */
  readonly column: Int32Array;
  readonly value: Float64Array;
}

export function sparseRows(rows: readonly Float64Array[]): SparseRows {
  const start = new Int32Array(rows.length + 1);
  let entries = 0;
  for (let i = 0; i < rows.length; i++) {
    start[i] = entries;
    entries++;
    const row = rows[i]!;
    for (let j = 0; j < row.length; j++) if (row[j] !== 0) entries++;
  }
  start[rows.length] = entries;
  const column = new Int32Array(entries);
  const value = new Float64Array(entries);
  let at = 0;
  for (const row of rows) {
    column[at] = 0;
    value[at++] = 1;
    for (let j = 0; j < row.length; j++) {
      if (row[j] === 0) continue;
      column[at] = j + 1;
      value[at++] = row[j]!;
    }
  }
  return { start, column, value };
}

/** Row i's score θ[offset] + Σ θ[offset + j + 1]·x_j, summed in column order. */
export function sparseScore(theta: ArrayLike<number>, offset: number, rows: SparseRows, i: number): number {
  let score = 0;
  for (let e = rows.start[i]!, end = rows.start[i + 1]!; e < end; e++)
    score += theta[offset + rows.column[e]!]! * rows.value[e]!;
  return score;
}

/**
 * Adds factor·x xᵀ of row i (extended) to the block of `matrix` (size × size, row-major) at
 * (rowOffset, columnOffset); on a diagonal block only its upper triangle (k ≥ j).
 */
export function addOuterProduct(
  matrix: Float64Array,
  size: number,
  rowOffset: number,
  columnOffset: number,
  diagonal: boolean,
  rows: SparseRows,
  i: number,
  factor: number,
): void {
  const { column, value } = rows;
  const from = rows.start[i]!;
  const end = rows.start[i + 1]!;
  for (let e = from; e < end; e++) {
    const left = factor * value[e]!;
    if (left === 0) continue;
    const base = (rowOffset + column[e]!) * size + columnOffset;
    for (let f = diagonal ? e : from; f < end; f++) matrix[base + column[f]!]! += left * value[f]!;
  }
}
