import type { PatientDetails } from '@vigil/domain';

/** The patient as patient details show them: header, dialogs and tabs share this shape. */
export type PatientDetail = PatientDetails['patient'];
