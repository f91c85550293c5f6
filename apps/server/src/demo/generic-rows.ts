import type { VariableCode } from '@vigil/domain';
import type { Db } from '../db/database.ts';
import { MEASURED_VARIABLES, type GenericPatient, type MeasuredVariable } from './model/index.ts';
import type { Placement } from './placement.ts';
import type { DemoRows } from './rows.ts';

/** The catalogue code of each variable the model measures. */
const VARIABLE_CODES: Readonly<Record<MeasuredVariable, VariableCode>> = {
  WEIGHT: 'WEIGHT',
  SYSTOLIC_BP: 'SYS',
  DIASTOLIC_BP: 'DIA',
  PULSE: 'PULSE',
  SPO2: 'SPO2',
  TEMPERATURE: 'TEMP',
  DRY_WEIGHT_DEVIATION: 'DWDEV',
};

/** The home app's version for chronic-care patients: one that can receive messages. */
const GENERIC_APP_VERSION = '2.2.0';

/**
 * Variable ids of the model's measurements, by the patient_variable table. Only variables of
 * kind 'measured' are written: computed ones (the dry-weight deviation) are derived by the server.
 */
export async function loadMeasuredVariableIds(db: Db): Promise<Map<MeasuredVariable, number>> {
  const rows = await db
    .selectFrom('patientVariable')
    .select(['id', 'code'])
    .where('code', 'in', Object.values(VARIABLE_CODES))
    .where('kind', '=', 'measured')
    .execute();
  const ids = new Map<MeasuredVariable, number>();
  for (const variable of MEASURED_VARIABLES) {
    const row = rows.find((candidate) => candidate.code === VARIABLE_CODES[variable]);
    if (row) ids.set(variable, row.id);
  }
  return ids;
}

/** Adds one generated chronic-care patient with their measurements and clinical records to the rows. */
export function addGenericPatient(
  rows: DemoRows,
  patient: GenericPatient,
  patientId: number,
  placement: Placement,
  variableIds: ReadonlyMap<MeasuredVariable, number>,
): void {
  const { profile, measurements } = patient;
  rows.patient.push({
    id: patientId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    createdAt: placement.registeredAt,
    inactive: false,
    approvedClinic: placement.approvedClinic,
    language: profile.language,
    timezone: profile.timezone,
    serviceEnabled: placement.serviceEnabled,
    serviceExpiryDate: placement.serviceExpiryDate,
    serviceTrialExpiryDate: placement.serviceTrialExpiryDate,
    primaryPhysicianId: placement.primaryPhysicianId,
    responsibleUserId: placement.responsibleUserId,
    appVersion: GENERIC_APP_VERSION,
    alarmTypeId: null,
    firstEntryDate: measurements[0]?.date ?? null,
    lastEntryAt: measurements.at(-1)?.at ?? null,
  });
  rows.patientClinic.push({ patientId, clinicId: placement.clinic.id, createdAt: placement.registeredAt });
  for (const icdCode of patient.diagnoses) {
    rows.patientDiagnosis.push({ patientId, icdCode, diagnosedAt: patient.enrolledOn });
  }
  for (const measurement of measurements) {
    const variableId = variableIds.get(measurement.variable);
    if (variableId === undefined) continue;
    rows.variableValue.push({
      patientId,
      variableId,
      value: measurement.value,
      timeStamp: measurement.at,
      source: 'phone',
    });
  }
  for (const stay of patient.hospitalizations) {
    rows.hospitalization.push({
      patientId,
      admittedAt: `${stay.admitted}T13:00:00.000Z`,
      dischargedAt: stay.discharged === null ? null : `${stay.discharged}T11:00:00.000Z`,
      status: stay.discharged === null ? 'ADMITTED' : 'DISCHARGED',
    });
  }
  // One dry weight per day: a review and a post-discharge correction never share a date in the
  // model, but the table's key would refuse them if they did, so the later one wins.
  const dryWeights = new Map(patient.dryWeights.map((dryWeight) => [dryWeight.date, dryWeight.value]));
  for (const [validFrom, weightKg] of dryWeights) rows.dryWeight.push({ patientId, weightKg, validFrom });
  if (patient.accessType !== null) {
    rows.vascularAccess.push({ patientId, accessType: patient.accessType, fromDate: patient.enrolledOn });
  }
}
