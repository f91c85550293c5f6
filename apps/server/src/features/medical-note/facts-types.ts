import type { Customer, Language, NoteFact } from '@vigil/domain';
import type { PatientData } from '../../platform/access/patient-data.ts';

/** What a fact is before it gets its id. */
export type Unnumbered = NoteFact extends infer F ? (F extends NoteFact ? Omit<F, 'id'> : never) : never;

/** Whose facts, for which flavour, day and language; `patients` the caller's, who sees the patient. */
export interface FactsOptions {
  readonly patientId: number;
  readonly customer: Customer;
  readonly today: string;
  readonly language: Language;
  readonly patients: PatientData;
}
