/**
 * What is known about one child's alarm treatment, night by night from the first entry: the
 * input of the treatment-outcome model's features, for any day of the treatment.
 */
export interface TreatmentHistory {
  readonly patientId: number;
  /** Age in whole years at registration, when known. */
  readonly age: number | null;
  readonly gender: 'Male' | 'Female' | 'Unknown';
  readonly alarmType: string | null;
  readonly appVersion: string | null;
  /** Registration answers A–C (yes/no) and D1–D10 (scores 0–3), null when not given. */
  readonly answers: {
    readonly yesNo: readonly (boolean | null)[];
    readonly scores: readonly (number | null)[];
  };
  /** Night by night from the first entry: the value (0 dry, 1 wet, 2 very wet) or null for no entry. */
  readonly nights: readonly (NightRecord | null)[];
  /** Technical errors by night index (from the first entry). */
  readonly errorNights: readonly number[];
}

export interface NightRecord {
  readonly value: 0 | 1 | 2;
  readonly wokeUp: boolean;
  readonly selfWokeUp: boolean;
}

/** The outcomes the model predicts, in the order of its classes (treatment_outcome.value − 1). */
export const TREATMENT_OUTCOMES = ['successful', 'partly', 'notSuccessful', 'dropout'] as const;
export type TreatmentOutcome = (typeof TREATMENT_OUTCOMES)[number];

/** App versions before this one cannot receive messages (docs/demo-data.md). */
const FIRST_MESSAGING_VERSION = [2, 1, 7];

export function isOldAppVersion(version: string | null): boolean | null {
  if (!version) return null;
  const parts = version.split('.').map(Number);
  if (parts.some(Number.isNaN)) return null;
  for (let index = 0; index < FIRST_MESSAGING_VERSION.length; index++) {
    const part = parts[index] ?? 0;
    if (part !== FIRST_MESSAGING_VERSION[index]) return part < FIRST_MESSAGING_VERSION[index]!;
  }
  return false;
}
