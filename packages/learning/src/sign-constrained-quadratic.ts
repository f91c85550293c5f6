import { solveSymmetric } from './linear-algebra.ts';

/**
 * The minimum of the quadratic cᵀz + ½ zᵀHz (H symmetric positive definite, row-major n×n) over
 * the z whose entries keep their signs (`signOf(j)` +1: z_j ≥ 0, −1: z_j ≤ 0, 0: free), by the
 * primal active-set method from the feasible point `start`: minimise over the entries not held at
 * 0, walk towards that minimum until a sign blocks (and hold that entry), and once nothing blocks,
 * release the held entry whose gradient pulls it hardest the allowed way; done when none does.
 * Exact in a finite number of rounds, where coordinate descent crawls along correlated columns.
 */
export function minimiseWithSigns(
  hessian: Float64Array,
  linear: Float64Array,
  signOf: (index: number) => number,
  start: Float64Array,
): Float64Array {
  const n = linear.length;
  const z = Float64Array.from(start);
  const held = Array.from(z, (value, j) => signOf(j) !== 0 && value === 0);
  const scale = linear.reduce((largest, value) => Math.max(largest, Math.abs(value)), 1);
  for (let round = 0; round < MAX_ROUNDS_PER_ENTRY * n; round++) {
    const target = minimumOverFree(hessian, linear, held);
    let step = 1;
    let blocking = -1;
    for (let j = 0; j < n; j++) {
      if (held[j] || signOf(j) * target[j]! >= 0) continue;
      const reach = Math.max(0, z[j]! / (z[j]! - target[j]!));
      if (reach < step) [step, blocking] = [reach, j];
    }
    for (let j = 0; j < n; j++) z[j] = held[j] ? 0 : z[j]! + step * (target[j]! - z[j]!);
    if (blocking >= 0) {
      held[blocking] = true;
      z[blocking] = 0;
      continue;
    }
    let release = -1;
    let strongest = -RELEASE_TOLERANCE * scale;
    for (let j = 0; j < n; j++) {
      if (!held[j]) continue;
      let slope = linear[j]!;
      for (let k = 0; k < n; k++) slope += hessian[j * n + k]! * z[k]!;
      // Moving z_j the allowed way changes the quadratic by signOf(j)·slope per unit.
      const pull = signOf(j) * slope;
      if (pull < strongest) [strongest, release] = [pull, j];
    }
    if (release < 0) return z;
    held[release] = false;
  }
  return z;
}

/** Rounds allowed per entry: each round holds or releases one, and a strictly convex quadratic needs few. */
const MAX_ROUNDS_PER_ENTRY = 4;
/** A held entry's pull below this share of the linear term's size is rounding, not a reason to release it. */
const RELEASE_TOLERANCE = 1e-12;

/** The minimum with the held entries at 0: H_FF z_F = −c_F over the free entries F. */
function minimumOverFree(
  hessian: Float64Array,
  linear: Float64Array,
  held: readonly boolean[],
): Float64Array {
  const n = linear.length;
  const free = [...held.keys()].filter((j) => !held[j]);
  const m = free.length;
  const sub = new Float64Array(m * m);
  free.forEach((j, a) => free.forEach((k, b) => (sub[a * m + b] = hessian[j * n + k]!)));
  const solved =
    m === 0
      ? new Float64Array(0)
      : solveSymmetric(
          sub,
          Float64Array.from(free, (j) => -linear[j]!),
        );
  const out = new Float64Array(n);
  free.forEach((j, a) => (out[j] = solved[a]!));
  return out;
}
