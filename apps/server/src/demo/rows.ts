import type { Kysely } from 'kysely';
import type { MessageLanguage } from '@vigil/domain';
import type { DB } from '../db/schema.ts';
import { TableRows } from '../db/unnest.ts';

type Source = 'phone';

export interface PatientRow {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  createdAt: string;
  inactive: boolean;
  approvedClinic: boolean | null;
  language: MessageLanguage;
  timezone: string;
  serviceEnabled: boolean;
  serviceExpiryDate: string | null;
  serviceTrialExpiryDate: string | null;
  primaryPhysicianId: number | null;
  responsibleUserId: number | null;
  appVersion: string | null;
  alarmTypeId: number | null;
  firstEntryDate: string | null;
  lastEntryAt: string | null;
}

/** Every table the demo writes, in foreign-key order, each with its SQL column types. */
export function createDemoRows() {
  return {
    patient: new TableRows<'patient', PatientRow>('patient', {
      id: 'int4',
      firstName: 'text',
      lastName: 'text',
      dateOfBirth: 'date',
      gender: 'text',
      createdAt: 'timestamptz',
      inactive: 'bool',
      approvedClinic: 'bool',
      language: 'text',
      timezone: 'text',
      serviceEnabled: 'bool',
      serviceExpiryDate: 'date',
      serviceTrialExpiryDate: 'date',
      primaryPhysicianId: 'int4',
      responsibleUserId: 'int4',
      appVersion: 'text',
      alarmTypeId: 'int4',
      firstEntryDate: 'date',
      lastEntryAt: 'timestamptz',
    }),
    patientClinic: new TableRows<'patientClinic', { patientId: number; clinicId: number; createdAt: string }>(
      'patientClinic',
      { patientId: 'int4', clinicId: 'int4', createdAt: 'timestamptz' },
    ),
    patientDiagnosis: new TableRows<
      'patientDiagnosis',
      { patientId: number; icdCode: string; diagnosedAt: string }
    >('patientDiagnosis', { patientId: 'int4', icdCode: 'text', diagnosedAt: 'date' }),
    registrationForm: new TableRows<'registrationForm', RegistrationFormRow>('registrationForm', {
      patientId: 'int4',
      childName: 'text',
      parentName: 'text',
      age: 'int2',
      gender: 'text',
      clinicName: 'text',
      dbLanguage: 'text',
      town: 'text',
      countryId: 'int4',
      timezone: 'text',
      alarmTypeName: 'text',
      appVersion: 'text',
      answerA: 'bool',
      answerB: 'bool',
      answerC: 'bool',
      answerD1: 'text',
      answerD2: 'text',
      answerD3: 'text',
      answerD4: 'text',
      answerD5: 'text',
      answerD6: 'text',
      answerD7: 'text',
      answerD8: 'text',
      answerD9: 'text',
      answerD10: 'text',
      submittedAt: 'timestamptz',
      updatedAt: 'timestamptz',
    }),
    nightlyEntry: new TableRows<'nightlyEntry', NightlyEntryRow>('nightlyEntry', {
      patientId: 'int4',
      night: 'date',
      value: 'int2',
      wokeUp: 'bool',
      selfWokeUp: 'bool',
      timeStampWokeUp: 'timestamptz',
      wetSecondTime: 'bool',
      source: 'text',
      recordedAt: 'timestamptz',
    }),
    technicalError: new TableRows<'technicalError', TechnicalErrorRow>('technicalError', {
      patientId: 'int4',
      occurredAt: 'timestamptz',
      night: 'date',
      text: 'text',
      fixed: 'bool',
      fixedAt: 'timestamptz',
      source: 'text',
    }),
    treatmentOutcome: new TableRows<'treatmentOutcome', TreatmentOutcomeRow>('treatmentOutcome', {
      patientId: 'int4',
      value: 'int2',
      source: 'text',
      recordedBy: 'int4',
      recordedAt: 'timestamptz',
    }),
    variableValue: new TableRows<'variableValue', VariableValueRow>('variableValue', {
      patientId: 'int4',
      variableId: 'int4',
      value: 'float8',
      timeStamp: 'timestamptz',
      source: 'text',
    }),
    hospitalization: new TableRows<'hospitalization', HospitalizationRow>('hospitalization', {
      patientId: 'int4',
      admittedAt: 'timestamptz',
      dischargedAt: 'timestamptz',
      status: 'text',
    }),
    dryWeight: new TableRows<'dryWeight', { patientId: number; weightKg: number; validFrom: string }>(
      'dryWeight',
      {
        patientId: 'int4',
        weightKg: 'float8',
        validFrom: 'date',
      },
    ),
    vascularAccess: new TableRows<
      'vascularAccess',
      { patientId: number; accessType: number; fromDate: string }
    >('vascularAccess', { patientId: 'int4', accessType: 'int2', fromDate: 'date' }),
  };
}

export type DemoRows = ReturnType<typeof createDemoRows>;
export type DemoTable = keyof DemoRows;

/** Rows written per table. */
export type RowCounts = Record<DemoTable, number>;

export function emptyCounts(rows: DemoRows): RowCounts {
  return Object.fromEntries(Object.keys(rows).map((table) => [table, 0])) as RowCounts;
}

/** Rows waiting to be written, over all tables. */
export function pendingRows(rows: DemoRows): number {
  return Object.values(rows).reduce((sum, table) => sum + table.rows.length, 0);
}

/**
 * The tables whose rows move counters every patient shares (patient_count: the patients and their
 * clinics), whose row locks last until the transaction ends.
 */
export const COUNTED_TABLES: readonly DemoTable[] = ['patient', 'patientClinic'];

/**
 * Writes the buffered rows of `tables` (all, when absent), parents first, and adds what was
 * written to `counts`.
 */
export async function flushDemoRows(
  db: Kysely<DB>,
  rows: DemoRows,
  counts: RowCounts,
  tables: readonly DemoTable[] = Object.keys(rows) as DemoTable[],
): Promise<void> {
  for (const table of Object.keys(rows) as DemoTable[]) {
    if (tables.includes(table)) counts[table] += await rows[table].flush(db);
  }
}

interface RegistrationFormRow {
  patientId: number;
  childName: string;
  parentName: string;
  age: number;
  gender: string;
  clinicName: string;
  dbLanguage: string;
  town: string;
  countryId: number | null;
  timezone: string;
  alarmTypeName: string;
  appVersion: string;
  answerA: boolean;
  answerB: boolean;
  answerC: boolean;
  answerD1: string;
  answerD2: string;
  answerD3: string;
  answerD4: string;
  answerD5: string;
  answerD6: string;
  answerD7: string;
  answerD8: string;
  answerD9: string;
  answerD10: string;
  submittedAt: string;
  updatedAt: string;
}

interface NightlyEntryRow {
  patientId: number;
  night: string;
  value: 0 | 1 | 2;
  wokeUp: boolean;
  selfWokeUp: boolean;
  timeStampWokeUp: string | null;
  wetSecondTime: boolean;
  source: Source;
  recordedAt: string;
}

interface TechnicalErrorRow {
  patientId: number;
  occurredAt: string;
  night: string;
  text: string;
  fixed: boolean;
  fixedAt: string | null;
  source: Source;
}

interface TreatmentOutcomeRow {
  patientId: number;
  value: 1 | 2 | 3 | 4;
  source: 'staff';
  recordedBy: number | null;
  recordedAt: string;
}

interface VariableValueRow {
  patientId: number;
  variableId: number;
  value: number;
  timeStamp: string;
  source: Source;
}

interface HospitalizationRow {
  patientId: number;
  admittedAt: string;
  dischargedAt: string | null;
  status: 'ADMITTED' | 'DISCHARGED';
}
