import {
  aiScoreStaleness,
  classify,
  hasNewDataSinceReview,
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
  const { patients, clinicsName, generalLimits } = await patientFacts(db, page, variableIds, today);
  const general = generalLimitsByVariable(generalLimits);
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
    clinicsName: clinicsName(patient.clinicIds),
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
            asOf: patient.predictionAsOf!,
            madeAt: new Date(patient.predictionMadeAt!).toISOString(),
            stale: aiScoreStaleness({
              asOf: patient.predictionAsOf!,
              lastEntryOn: patient.lastEntryOn,
              today,
            }),
          },
    reviewed:
      patient.reviewedAt === null
        ? null
        : {
            at: new Date(patient.reviewedAt).toISOString(),
            iduser: patient.reviewedBy,
            name: patient.reviewerName!,
          },
    newDataSinceReview: hasNewDataSinceReview(patient.lastEntryAt, patient.reviewedAt),
    dangerList: dangerList(patient, variableIds, general),
  }));
}

/** What the page's statement says of a patient, named as the row names it. */
interface PatientFacts {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: PatientGender;
  language: string;
  inactive: boolean;
  approvedClinic: boolean | null;
  serviceEnabled: boolean;
  serviceExpiryDate: string | null;
  serviceTrialExpiryDate: string | null;
  legacyEnabled: boolean;
  predictionId: number | null;
  riskScore: number | null;
  riskScoreRank: number | null;
  /** The latest prediction's day (YYYY-MM-DD) and time made; set when predictionId is. */
  predictionAsOf: string | null;
  predictionMadeAt: string | null;
  /** The day of the patient's last entry (UTC), null when not known. */
  lastEntryOn: string | null;
  /** The instant of the last entry, and of the latest review with its reviewer (patient_review). */
  lastEntryAt: string | null;
  reviewedAt: string | null;
  reviewedBy: number | null;
  reviewerName: string | null;
  age: number | null;
  daysSinceRegistration: number;
  daysSinceFirstEntry: number | null;
  clinicIds: number[];
  latestValues: LatestTuple[] | null;
  ownLimits: OwnLimitTuple[] | null;
}

/**
 * The page's patients in its order, with their current values and own limits of the variables,
 * and the variables' general limits, which every row's statuses choose from, in one statement.
 * The patients come as one JSON text: a row of twenty values per patient cost the embedded
 * database more to hand over than to compute (docs/decisions/patients-list.md#a-pages-facts-as-one-json).
 */
async function patientFacts(
  db: Db,
  page: RawBuilder<number[]>,
  variableIds: readonly number[],
  today: string,
): Promise<{
  patients: PatientFacts[];
  clinicsName: (clinicIds: number[]) => string[];
  generalLimits: GeneralLimitTuple[] | null;
}> {
  const variables = idArray(variableIds);
  const { rows } = await sql<{
    patients: string | null;
    clinics: string | null;
    generalLimits: string | null;
  }>`
    with page as materialized (
      select page.id, page.position, patient.clinic_ids
      from unnest(${page}) with ordinality page(id, position) join patient on patient.id = page.id)
    select
      (select json_agg(json_build_object(
          'id', patient.id, 'firstName', patient.first_name, 'lastName', patient.last_name,
          'dateOfBirth', patient.date_of_birth, 'gender', patient.gender, 'language', patient.language,
          'inactive', patient.inactive, 'approvedClinic', patient.approved_clinic,
          'serviceEnabled', patient.service_enabled, 'serviceExpiryDate', patient.service_expiry_date,
          'serviceTrialExpiryDate', patient.service_trial_expiry_date, 'legacyEnabled', patient.legacy_enabled,
          'predictionId', prediction.id, 'riskScore', prediction.risk_score,
          'riskScoreRank', prediction.risk_score_rank,
          'predictionAsOf', coalesce(prediction.as_of, (prediction.created_at at time zone 'UTC')::date),
          'predictionMadeAt', prediction.created_at,
          'lastEntryOn', (patient.last_entry_at at time zone 'UTC')::date,
          'lastEntryAt', patient.last_entry_at, 'reviewedAt', review.reviewed_at,
          'reviewedBy', review.reviewed_by, 'reviewerName', review.reviewer_name,
          'age', ${knownAgeSql('patient', today)},
          'daysSinceRegistration', ${today}::date - (patient.created_at at time zone 'UTC')::date,
          'daysSinceFirstEntry', ${today}::date - patient.first_entry_date,
          'clinicIds', patient.clinic_ids,
          'latestValues', (select json_agg(json_build_array(latest.variable_id, latest.value,
              coalesce(latest.days_since, ${today}::date - (latest.time_stamp at time zone 'UTC')::date)))
            from patient_variable_latest latest
            where latest.patient_id = patient.id and latest.variable_id = any(${variables})),
          'ownLimits', (select json_agg(json_build_array(own.variable_id, own.alert_low, own.abnormal_low,
              own.lower_limit_normal, own.upper_limit_normal, own.abnormal_high, own.alert_high))
            from limit_user own
            where own.patient_id = patient.id and own.variable_id = any(${variables})))
        order by page.position)::text
      from page join patient on patient.id = page.id
      left join ai_prediction prediction on prediction.id = patient.latest_prediction_id
      left join patient_review review on review.patient_id = patient.id) as patients,
      -- The page's clinics once, in the database's order of their names, rather than a sorted
      -- list looked up for every patient.
      (select json_agg(json_build_array(clinic.id, clinic.name) order by clinic.name)::text from clinic
        where clinic.id in (select unnest(page.clinic_ids) from page)) as clinics,
      (select json_agg(json_build_array(general.variable_id, general.gender, general.age_lower, general.age_upper,
          general.alert_low, general.abnormal_low, general.lower_limit_normal, general.upper_limit_normal,
          general.abnormal_high, general.alert_high))::text
        from limit_general general where general.variable_id = any(${variables})) as general_limits`.execute(
    db,
  );
  const [facts] = rows;
  const patients = facts?.patients ? (JSON.parse(facts.patients) as PatientFacts[]) : [];
  const clinics = facts?.clinics ? (JSON.parse(facts.clinics) as [number, string][]) : [];
  const places = new Map(clinics.map(([id], place) => [id, place]));
  const clinicsName = (ids: number[]) =>
    ids
      .map((id) => places.get(id) ?? -1)
      .filter((place) => place >= 0)
      .sort((a, b) => a - b)
      .map((place) => clinics[place]![1]);
  return {
    patients,
    clinicsName,
    generalLimits: facts?.generalLimits ? (JSON.parse(facts.generalLimits) as GeneralLimitTuple[]) : null,
  };
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
