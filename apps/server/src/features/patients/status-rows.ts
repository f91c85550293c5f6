import {
  classify,
  selectGeneralLimit,
  serviceStatus,
  type DangerEntry,
  type GeneralLimitCandidate,
  type LimitGender,
  type LimitValues,
  type PatientGender,
  type PatientStatusRow,
} from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import { knownAgeSql } from '../patient-status/index.ts';

/** The list rows of the given patients (already scope-checked by the caller), in the given order. */
export function statusRows(
  db: Db,
  patientIds: readonly number[],
  variableIds: readonly number[],
  today: string,
): Promise<PatientStatusRow[]> {
  if (patientIds.length === 0) return Promise.resolve([]);
  return pageRows(db, idArray(patientIds), variableIds, today);
}

/**
 * The list rows of a page given as an SQL array of patient ids in list order: a parameter, or
 * `array(select … order by … limit …)` so that the page and its rows are one statement. The ids
 * must already be in the caller's scope.
 */
export async function pageRows(
  db: Db,
  page: RawBuilder<number[]>,
  variableIds: readonly number[],
  today: string,
): Promise<PatientStatusRow[]> {
  const patients = await patientFacts(db, page, variableIds, today);
  const general = generalLimitsByVariable(patients[0]?.generalLimits ?? null);
  return patients.map((patient) => ({
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
    dangerList: dangerList(patient, variableIds, general),
  }));
}

/**
 * The page's patients in its order, with their current values and own limits of the variables,
 * in one statement: each patient's values and limits come as a JSON array of [variable, …] tuples.
 */
function patientFacts(db: Db, page: RawBuilder<number[]>, variableIds: readonly number[], today: string) {
  const variables = idArray(variableIds);
  return db
    .selectFrom(
      sql<{ id: number; position: number }>`unnest(${page}) with ordinality`.as<'page'>(
        sql`page(id, position)`,
      ),
    )
    .innerJoin('patient', 'patient.id', 'page.id')
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
      sql<LatestTuple[] | null>`(select json_agg(json_build_array(latest.variable_id, latest.value,
          coalesce(latest.days_since, ${today}::date - (latest.time_stamp at time zone 'UTC')::date)))
        from patient_variable_latest latest
        where latest.patient_id = patient.id and latest.variable_id = any(${variables}))`.as('latestValues'),
      sql<OwnLimitTuple[] | null>`(select json_agg(json_build_array(own.variable_id, own.alert_low,
          own.abnormal_low, own.lower_limit_normal, own.upper_limit_normal, own.abnormal_high, own.alert_high))
        from limit_user own
        where own.patient_id = patient.id and own.variable_id = any(${variables}))`.as('ownLimits'),
      // The variables' general limits, which every row's statuses choose from: read once, with
      // the first row, rather than in a statement of their own.
      sql<GeneralLimitTuple[] | null>`case when page.position = 1 then
        (select json_agg(json_build_array(general.variable_id, general.gender, general.age_lower, general.age_upper,
          general.alert_low, general.abnormal_low, general.lower_limit_normal, general.upper_limit_normal,
          general.abnormal_high, general.alert_high))
        from limit_general general where general.variable_id = any(${variables})) end`.as('generalLimits'),
    ])
    .orderBy('page.position')
    .execute();
}

/** [variable id, value, days since]. */
type LatestTuple = [number, number | null, number];
/** [variable id, alert low, abnormal low, lower normal, upper normal, abnormal high, alert high]. */
type OwnLimitTuple = [number, ...LimitTupleValues];
type LimitTupleValues = [number, number, number, number, number, number];

/** [variable id, gender, age lower, age upper, alert low, …, alert high]. */
type GeneralLimitTuple = [number, LimitGender, number | null, number | null, ...LimitTupleValues];

/** A general limit with its six levels alone, made once per page and shared by the cells it applies to. */
type GeneralLimit = GeneralLimitCandidate & { readonly levels: LimitValues };

/** The general limits of the page's variables, by variable. */
function generalLimitsByVariable(
  tuples: readonly GeneralLimitTuple[] | null,
): ReadonlyMap<number, readonly GeneralLimit[]> {
  const byVariable = new Map<number, GeneralLimit[]>();
  for (const [variableId, gender, ageLower, ageUpper, ...levels] of tuples ?? []) {
    const limits = byVariable.get(variableId) ?? [];
    const limit = levelsOf(levels);
    limits.push({ gender, ageLower, ageUpper, ...limit, levels: limit });
    byVariable.set(variableId, limits);
  }
  return byVariable;
}

/** The levels of an own limit's tuple. */
function limitFromTuple([, ...levels]: OwnLimitTuple): LimitValues {
  return levelsOf(levels);
}

function levelsOf(levels: LimitTupleValues): LimitValues {
  const [alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh] = levels;
  return { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh };
}

/** A patient's tuple of a variable: a handful per patient, so a search, not a map per row. */
function tupleOf<T extends readonly [number, ...unknown[]]>(tuples: readonly T[] | null, variableId: number) {
  for (const tuple of tuples ?? []) if (tuple[0] === variableId) return tuple;
  return undefined;
}

/** One patient's status for each variable with the limit in force, by the domain rules. */
function dangerList(
  patient: {
    gender: PatientGender;
    age: number | null;
    latestValues: LatestTuple[] | null;
    ownLimits: OwnLimitTuple[] | null;
  },
  variableIds: readonly number[],
  general: ReadonlyMap<number, readonly GeneralLimit[]>,
): Record<string, DangerEntry> {
  const list: Record<string, DangerEntry> = {};
  for (const variableId of variableIds) {
    const own = tupleOf(patient.ownLimits, variableId);
    const limit = own
      ? limitFromTuple(own)
      : (selectGeneralLimit(general.get(variableId) ?? [], patient.gender, patient.age)?.levels ?? null);
    const latest = tupleOf(patient.latestValues, variableId);
    const value = latest?.[1] ?? null;
    list[String(variableId)] = {
      status: classify(value, limit),
      isPatientLimit: own !== undefined,
      variableValue: value === null ? null : Math.round(value * 10) / 10,
      variableValueFull: value,
      daysSince: latest?.[2] ?? null,
      limit,
    };
  }
  return list;
}
