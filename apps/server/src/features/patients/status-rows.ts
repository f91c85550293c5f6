import { serviceStatus, type DangerEntry, type DangerStatus, type PatientStatusRow } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { limitInForce, statusSql } from '../patient-status/index.ts';

/** The list rows of the given patients (already scope-checked by the caller), in the given order. */
export async function statusRows(
  db: Db,
  patientIds: readonly number[],
  variableIds: readonly number[],
  today: string,
): Promise<PatientStatusRow[]> {
  if (patientIds.length === 0) return [];
  const [patients, dangers] = await Promise.all([
    patientFacts(db, patientIds, today),
    dangerLists(db, patientIds, variableIds, today),
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
        dangerList: dangers.get(patient.id) ?? {},
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
      sql<number | null>`case when patient.date_of_birth is null then null
        else extract(year from age(${today}::date, patient.date_of_birth))::int end`.as('age'),
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

interface DangerRow {
  patientId: number;
  variableId: number;
  value: number | null;
  daysSince: number | null;
  status: DangerStatus;
  isPatientLimit: boolean | null;
  alertLow: number | null;
  abnormalLow: number;
  lowerLimitNormal: number;
  upperLimitNormal: number;
  abnormalHigh: number;
  alertHigh: number;
}

/** Each patient's status for each variable, with the limit in force; one query for the page. */
async function dangerLists(
  db: Db,
  patientIds: readonly number[],
  variableIds: readonly number[],
  today: string,
) {
  const lists = new Map<number, Record<string, DangerEntry>>();
  if (variableIds.length === 0) return lists;
  const { rows } = await sql<DangerRow>`
    select p.id as patient_id, v.id as variable_id, latest.value,
      coalesce(latest.days_since, ${today}::date - (latest.time_stamp at time zone 'UTC')::date) as days_since,
      ${statusSql(sql`latest.value`, 'lim')} as status, lim.is_patient_limit,
      lim.alert_low, lim.abnormal_low, lim.lower_limit_normal, lim.upper_limit_normal, lim.abnormal_high, lim.alert_high
    from patient p
    cross join unnest(${[...variableIds]}::int[]) as v(id)
    left join patient_variable_latest latest on latest.patient_id = p.id and latest.variable_id = v.id
    left join lateral ${limitInForce('p', sql`v.id`, today)} lim on true
    where p.id = any(${[...patientIds]}::int[])`.execute(db);
  for (const row of rows) {
    const list = lists.get(row.patientId) ?? {};
    list[String(row.variableId)] = {
      status: row.status,
      isPatientLimit: row.isPatientLimit ?? false,
      variableValue: row.value === null ? null : Math.round(row.value * 10) / 10,
      variableValueFull: row.value,
      daysSince: row.daysSince,
      limit:
        row.alertLow === null
          ? null
          : {
              alertLow: row.alertLow,
              abnormalLow: row.abnormalLow,
              lowerLimitNormal: row.lowerLimitNormal,
              upperLimitNormal: row.upperLimitNormal,
              abnormalHigh: row.abnormalHigh,
              alertHigh: row.alertHigh,
            },
    };
    lists.set(row.patientId, list);
  }
  return lists;
}
