/**
 * Patients held out of training for evaluation: chosen by a hash of the patient id, so every run
 * holds out the same patients (a new model and the active one are compared on the same ones) and
 * rows of one patient are never on both sides.
 */
export const HELD_OUT_SHARE = 0.2;

export function isHeldOut(patientId: number, share = HELD_OUT_SHARE): boolean {
  return hashToUnit(patientId) < share;
}

/**
 * A training task learns from at most this many patients (held-out ones included), a sample of
 * them above it: a model of 35–85 weights learned from 25,000 patients' hundreds of thousands of
 * rows is as good as one from all (bench/README.md, "Training on a sample"), and the task's time
 * stops growing with the clinics' size there.
 */
export const TRAINING_MAX_PATIENTS = 25_000;

/**
 * The patients a training task reads: all of them up to `max`, else about `max` of them, fixed by
 * a hash of the patient (the same ones in every run) other than the held-out split's and
 * cross-validation's, so that both take their shares of the sample.
 */
export function trainingPatients(patientIds: readonly number[], max = TRAINING_MAX_PATIENTS): number[] {
  if (patientIds.length <= max) return [...patientIds];
  const share = max / patientIds.length;
  return patientIds.filter((id) => hashToUnit(id ^ 0x165667b1) < share);
}

/** A well-mixed 32-bit hash of an integer, mapped to [0, 1). */
export function hashToUnit(value: number): number {
  let x = (value | 0) ^ 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}
