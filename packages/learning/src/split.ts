/**
 * Patients held out of training for evaluation: chosen by a hash of the patient id, so every run
 * holds out the same patients (a new model and the active one are compared on the same ones) and
 * rows of one patient are never on both sides.
 */
export const HELD_OUT_SHARE = 0.2;

export function isHeldOut(patientId: number, share = HELD_OUT_SHARE): boolean {
  return hashToUnit(patientId) < share;
}

/** A well-mixed 32-bit hash of an integer, mapped to [0, 1). */
export function hashToUnit(value: number): number {
  let x = (value | 0) ^ 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}
