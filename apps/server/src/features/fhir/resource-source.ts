import type { Db } from '../../db/database.ts';
import type { FhirReader } from './reader.ts';

export const subject = (patientId: number) => ({ reference: `Patient/${patientId}` });
export const instant = (value: Date | string) => new Date(value).toISOString();

/** A resource type a patient owns, with how to read one patient's resources of it (oldest first). */
export interface PatientResourceSource {
  readonly type: 'RiskAssessment' | 'Flag' | 'Communication' | 'Encounter';
  /** The patient of resource id `id`, undefined when there is none. */
  patientOf(db: Db, id: string): Promise<number | undefined>;
  /**
   * Every resource of this type of some patients (in the reader's scope), by patient id, oldest
   * first.
   */
  ofPatients(
    db: Db,
    patientIds: readonly number[],
    reader: FhirReader,
  ): Promise<{ resourceType: string; id: string }[]>;
}
