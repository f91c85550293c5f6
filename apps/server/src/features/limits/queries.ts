import { LIMIT_LEVELS, limitLevelsOf, type Customer, type Language, type Limit } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PatientData } from '../../platform/access/patient-data.ts';
import { inFlavour } from '../variables/index.ts';

/** The ids of the patients in reach, for statements that read or write patient limits. */
export function scopedPatientIds(patients: PatientData) {
  return patients.patients().select('patient.id');
}

/** A patient in reach, with what limit selection needs; undefined outside it. */
export function findPatientInScope(patients: PatientData, patientId: number) {
  return patients
    .patients()
    .select(['patient.id', 'patient.gender'])
    .where('patient.id', '=', patientId)
    .executeTakeFirst();
}

/** Whose catalogue and in which language the limits' variables are named. */
export interface CatalogueView {
  readonly customer: Customer;
  readonly language: Language;
}

const translatedName = sql<string>`coalesce(translation.variable_name, patient_variable.variable_name)`.as(
  'variableName',
);
const translatedUnits = sql<string>`coalesce(translation.units, patient_variable.units)`.as('units');

interface GeneralFilter {
  readonly limitId?: number;
  readonly variableId?: number;
}

/** General limits of the flavour's variables, as the API returns them. */
export async function findGeneralLimits(
  db: Db,
  { customer, language }: CatalogueView,
  filter: GeneralFilter = {},
): Promise<Limit[]> {
  const rows = await db
    .selectFrom('limitGeneral')
    .innerJoin('patientVariable', 'patientVariable.id', 'limitGeneral.variableId')
    .leftJoin('variableNameTranslation as translation', (join) =>
      join
        .onRef('translation.variableId', '=', 'patientVariable.id')
        .on('translation.language', '=', language),
    )
    .select(LIMIT_LEVELS.map((column) => `limitGeneral.${column}` as const))
    .select([
      'limitGeneral.id',
      'limitGeneral.gender',
      'limitGeneral.ageLower',
      'limitGeneral.ageUpper',
      'limitGeneral.updatedAt',
      'patientVariable.id as variableId',
      translatedName,
      'patientVariable.code',
      translatedUnits,
    ])
    .where(inFlavour(customer))
    .$if(filter.limitId !== undefined, (query) => query.where('limitGeneral.id', '=', filter.limitId!))
    .$if(filter.variableId !== undefined, (query) =>
      query.where('limitGeneral.variableId', '=', filter.variableId!),
    )
    .orderBy('patientVariable.sortOrder')
    .orderBy('limitGeneral.gender')
    .orderBy('limitGeneral.ageLower', (order) => order.nullsFirst())
    .orderBy('limitGeneral.ageUpper', (order) => order.nullsLast())
    .execute();
  return rows.map((row) => ({
    idlimits: row.id,
    type: 'LimitsGeneral',
    patientVariable: variableOf(row),
    ...limitLevelsOf(row),
    gender: row.gender,
    ageLower: row.ageLower,
    ageUpper: row.ageUpper,
    patient: null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

interface PatientFilter {
  readonly limitId?: number;
  readonly patientId?: number;
  readonly variableId?: number;
}

/** Patient limits of the flavour's variables for patients in reach, as the API returns them. */
export async function findPatientLimits(
  db: Db,
  { customer, language }: CatalogueView,
  patients: PatientData,
  filter: PatientFilter = {},
): Promise<Limit[]> {
  const rows = await db
    .selectFrom('limitUser')
    .innerJoin('patientVariable', 'patientVariable.id', 'limitUser.variableId')
    .innerJoin(patients.table(), 'patient.id', 'limitUser.patientId')
    .leftJoin('variableNameTranslation as translation', (join) =>
      join
        .onRef('translation.variableId', '=', 'patientVariable.id')
        .on('translation.language', '=', language),
    )
    .select(LIMIT_LEVELS.map((column) => `limitUser.${column}` as const))
    .select([
      'limitUser.id',
      'limitUser.updatedAt',
      'patient.id as patientId',
      'patient.firstName',
      'patient.lastName',
      'patientVariable.id as variableId',
      translatedName,
      'patientVariable.code',
      translatedUnits,
    ])
    .where(inFlavour(customer))
    .$if(filter.limitId !== undefined, (query) => query.where('limitUser.id', '=', filter.limitId!))
    .$if(filter.patientId !== undefined, (query) =>
      query.where('limitUser.patientId', '=', filter.patientId!),
    )
    .$if(filter.variableId !== undefined, (query) =>
      query.where('limitUser.variableId', '=', filter.variableId!),
    )
    .orderBy('patient.lastName')
    .orderBy('patient.firstName')
    .orderBy('patient.id')
    .orderBy('patientVariable.sortOrder')
    .execute();
  return rows.map((row) => ({
    idlimits: row.id,
    type: 'LimitsUser',
    patientVariable: variableOf(row),
    ...limitLevelsOf(row),
    // A patient's own limit applies whatever their gender and age.
    gender: 'ALL',
    ageLower: null,
    ageUpper: null,
    patient: { idpatient: row.patientId, fullName: `${row.firstName} ${row.lastName}`.trim() },
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

function variableOf(row: { variableId: number; variableName: string; code: string; units: string }) {
  return {
    idpatientVariables: row.variableId,
    variableName: row.variableName,
    acronyme: row.code,
    units: row.units,
  };
}
