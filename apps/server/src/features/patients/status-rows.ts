import {
  classify,
  selectGeneralLimit,
  serviceStatus,
  type DangerEntry,
  type GeneralLimitCandidate,
  type LimitValues,
  type PatientGender,
  type PatientStatusRow,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { knownAgeSql } from '../patient-status/index.ts';

/** The list rows of the given patients (already scope-checked by the caller), in the given order. */
export async function statusRows(
  db: Db,
  patientIds: readonly number[],
  variableIds: readonly number[],
  today: string,
): Promise<PatientStatusRow[]> {
  if (patientIds.length === 0) return [];
  const [patients, readings] = await Promise.all([
    patientFacts(db, patientIds, today),
    variableReadings(db, patientIds, variableIds, today),
  ]);
  const byId = new Map(patients.map((patient) => [patient.id, patient]));
  return patientIds.flatMap((id) => {
    const patient = byId.get(id);
    if (!patient) return [];
    return [
      {
        idpatient: patient.id,
        firstName: patient.firstName,
        lastName: patient.lastName,
        fullName: `${patient.firstName} ${patient.lastName}`.trim(),
        dateOfBirth: patient.dateOfBirth,
        age: patient.age,
        gender: patient.gender,
        language: patient.language,
        inactive: patient.inactive,
        approvedClinic: patient.approvedClinic,
        clinicsName: patient.clinicsName,
        service: serviceStatus(patient, today),
        serviceEnabled: patient.serviceEnabled,
        serviceExpiryDate: patient.serviceExpiryDate,
        serviceTrialExpiryDate: patient.serviceTrialExpiryDate,
        daysSinceRegistration: patient.daysSinceRegistration,
        daysSinceFirstEntry: patient.daysSinceFirstEntry,
        latestAiPrediction:
          patient.predictionId === null
            ? null
            : {
                idaiPredictions: patient.predictionId,
                riskScore: patient.riskScore,
                riskScoreRank: patient.riskScoreRank,
              },
        dangerList: dangerList(patient, variableIds, readings),
      },
    ];
  });
}

function patientFacts(db: Db, patientIds: readonly number[], today: string) {
  return db
    .selectFrom('patient')
    .leftJoin('aiPrediction as prediction', 'prediction.id', 'patient.latestPredictionId')
    .select([
      'patient.id',
      'patient.firstName',
      'patient.lastName',
      'patient.dateOfBirth',
      'patient.gender',
      'patient.language',
      'patient.inactive',
      'patient.approvedClinic',
      'patient.serviceEnabled',
      'patient.serviceExpiryDate',
      'patient.serviceTrialExpiryDate',
      'patient.legacyEnabled',
      'prediction.id as predictionId',
      'prediction.riskScore',
      'prediction.riskScoreRank',
      knownAgeSql('patient', today).as('age'),
      sql<number>`${today}::date - (patient.created_at at time zone 'UTC')::date`.as('daysSinceRegistration'),
      sql<number | null>`${today}::date - patient.first_entry_date`.as('daysSinceFirstEntry'),
      sql<
        string[]
      >`array(select clinic.name from patient_clinic join clinic on clinic.id = patient_clinic.clinic_id
        where patient_clinic.patient_id = patient.id order by clinic.name)`.as('clinicsName'),
    ])
    .where('patient.id', 'in', [...patientIds])
    .execute();
}

/** The page's current values, patient limits and the general limits of its variables: three indexed reads. */
async function variableReadings(
  db: Db,
  patientIds: readonly number[],
  variableIds: readonly number[],
  today: string,
): Promise<VariableReadings> {
  if (variableIds.length === 0) return { latest: new Map(), own: new Map(), general: new Map() };
  const [latestRows, ownLimits, generalLimits] = await Promise.all([
    db
      .selectFrom('patientVariableLatest')
      .select([
        'patientId',
        'variableId',
        'value',
        sql<number>`coalesce(days_since, ${today}::date - (time_stamp at time zone 'UTC')::date)`.as(
          'daysSince',
        ),
      ])
      .where('patientId', 'in', [...patientIds])
      .where('variableId', 'in', [...variableIds])
      .execute(),
    db
      .selectFrom('limitUser')
      .select(['patientId', 'variableId', ...LIMIT_COLUMNS])
      .where('patientId', 'in', [...patientIds])
      .where('variableId', 'in', [...variableIds])
      .execute(),
    db
      .selectFrom('limitGeneral')
      .select(['variableId', 'gender', 'ageLower', 'ageUpper', ...LIMIT_COLUMNS])
      .where('variableId', 'in', [...variableIds])
      .execute(),
  ]);
  const general = new Map<number, GeneralLimit[]>();
  for (const limit of generalLimits)
    general.set(limit.variableId, [...(general.get(limit.variableId) ?? []), limit]);
  return {
    latest: new Map(latestRows.map((row) => [`${row.patientId}:${row.variableId}`, row])),
    own: new Map(ownLimits.map((row) => [`${row.patientId}:${row.variableId}`, row])),
    general,
  };
}

type GeneralLimit = GeneralLimitCandidate & { variableId: number };

interface VariableReadings {
  /** Keyed by `${patientId}:${variableId}`. */
  readonly latest: ReadonlyMap<string, { value: number | null; daysSince: number }>;
  readonly own: ReadonlyMap<string, LimitValues>;
  readonly general: ReadonlyMap<number, readonly GeneralLimit[]>;
}

/** One patient's status for each variable with the limit in force, by the domain rules. */
function dangerList(
  patient: { id: number; gender: PatientGender; age: number | null },
  variableIds: readonly number[],
  readings: VariableReadings,
): Record<string, DangerEntry> {
  const list: Record<string, DangerEntry> = {};
  for (const variableId of variableIds) {
    const key = `${patient.id}:${variableId}`;
    const ownLimit = readings.own.get(key);
    const limit =
      ownLimit ?? selectGeneralLimit(readings.general.get(variableId) ?? [], patient.gender, patient.age);
    const latest = readings.latest.get(key);
    const value = latest?.value ?? null;
    list[String(variableId)] = {
      status: classify(value, limit),
      isPatientLimit: ownLimit !== undefined,
      variableValue: value === null ? null : Math.round(value * 10) / 10,
      variableValueFull: value,
      daysSince: latest?.daysSince ?? null,
      limit: limit === null ? null : limitValues(limit),
    };
  }
  return list;
}

const LIMIT_COLUMNS = [
  'alertLow',
  'abnormalLow',
  'lowerLimitNormal',
  'upperLimitNormal',
  'abnormalHigh',
  'alertHigh',
] as const;

function limitValues(limit: LimitValues): LimitValues {
  const { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh } = limit;
  return { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh };
}
