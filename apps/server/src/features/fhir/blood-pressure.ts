import { BLOOD_PRESSURE_PANEL, FHIR_SYSTEMS, LOINC_BY_VARIABLE, ucumUnit } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { inScope } from './scope.ts';

interface PanelRow {
  readonly patientId: number;
  readonly timeStamp: Date;
  readonly systolicId: number;
  readonly diastolicId: number;
  readonly systolic: number;
  readonly diastolic: number;
  readonly units: string;
}

/**
 * A systolic and a diastolic value stamped at the same moment are one blood-pressure reading: a
 * panel (LOINC 85354-9, the vital-signs profile's shape) with both as components and the two
 * single Observations as members. Its id names both values: `bp-<systolic id>-<diastolic id>`.
 */
function panelResource(row: PanelRow) {
  const ucum = ucumUnit(row.units);
  const component = (code: 'SYS' | 'DIA', value: number) => ({
    code: {
      coding: (LOINC_BY_VARIABLE[code] ?? []).map((loinc) => ({ system: FHIR_SYSTEMS.loinc, ...loinc })),
    },
    valueQuantity: {
      value,
      ...(row.units ? { unit: row.units } : {}),
      ...(ucum ? { system: FHIR_SYSTEMS.ucum, code: ucum } : {}),
    },
  });
  return {
    resourceType: 'Observation',
    id: `bp-${row.systolicId}-${row.diastolicId}`,
    status: 'final',
    category: [{ coding: [{ system: FHIR_SYSTEMS.observationCategory, code: 'vital-signs' }] }],
    code: {
      coding: [{ system: FHIR_SYSTEMS.loinc, ...BLOOD_PRESSURE_PANEL }],
      text: BLOOD_PRESSURE_PANEL.display,
    },
    subject: { reference: `Patient/${row.patientId}` },
    effectiveDateTime: row.timeStamp.toISOString(),
    hasMember: [
      { reference: `Observation/v-${row.systolicId}` },
      { reference: `Observation/v-${row.diastolicId}` },
    ],
    component: [component('SYS', row.systolic), component('DIA', row.diastolic)],
  };
}

function panelRows(patientIds: readonly number[], systolicId?: number) {
  return sql<PanelRow>`select s.patient_id, s.time_stamp, s.id as systolic_id, d.id as diastolic_id,
      s.value as systolic, d.value as diastolic, ps.units
    from variable_value s
      join patient_variable ps on ps.id = s.variable_id and ps.code = 'SYS'
      join patient_variable pd on pd.code = 'DIA'
      join variable_value d on d.patient_id = s.patient_id and d.variable_id = pd.id
        and d.time_stamp = s.time_stamp
    where s.patient_id = any(${sql.val([...patientIds])}::int[])
      and s.value is not null and d.value is not null
      ${systolicId === undefined ? sql`` : sql`and s.id = ${systolicId}`}
    order by s.patient_id, s.time_stamp, s.id, d.id`;
}

/** The blood-pressure panels of patients already known to be in scope, by patient, oldest first. */
export async function bloodPressurePanels(db: Db, patientIds: readonly number[]) {
  if (patientIds.length === 0) return [];
  const { rows } = await panelRows(patientIds).execute(db);
  return rows.map(panelResource);
}

/** GET Observation/bp-…: one panel in the caller's scope, or undefined (a 404). */
export async function readBloodPressurePanel(db: Db, actor: Actor, id: string) {
  const match = /^bp-(\d{1,12})-(\d{1,12})$/.exec(id);
  if (!match) return undefined;
  const systolicId = Number(match[1]);
  const owner = await db
    .selectFrom('variableValue')
    .select('patientId')
    .where('id', '=', systolicId)
    .executeTakeFirst();
  if (!owner || !(await inScope(db, actor, owner.patientId))) return undefined;
  const { rows } = await panelRows([owner.patientId], systolicId).execute(db);
  return rows.map(panelResource).find((panel) => panel.id === id);
}
