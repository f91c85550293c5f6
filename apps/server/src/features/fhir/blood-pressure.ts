import { BLOOD_PRESSURE_PANEL, FHIR_SYSTEMS, LOINC_BY_VARIABLE } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { parseResource } from './observation-rows.ts';
import { inScope } from './scope.ts';
import { jsonInstant, jsonMember, jsonNumber, jsonText, jsonUnit, ucumRows } from './sql-json.ts';

/** A panel as the database writes it: its patient, when it was, its two values' ids, the resource as JSON text. */
export interface PanelRow {
  readonly patientId: number;
  readonly timeStamp: Date;
  readonly systolicId: number;
  readonly diastolicId: number;
  readonly resource: string;
}

const PANEL_HEAD = [
  jsonMember('category', [{ coding: [{ system: FHIR_SYSTEMS.observationCategory, code: 'vital-signs' }] }]),
  jsonMember('code', {
    coding: [{ system: FHIR_SYSTEMS.loinc, ...BLOOD_PRESSURE_PANEL }],
    text: BLOOD_PRESSURE_PANEL.display,
  }),
].join(',');

/** The text of a component up to its value: its LOINC coding, then `"valueQuantity":{"value":`. */
const componentHead = (code: 'SYS' | 'DIA') =>
  jsonText(
    `{${jsonMember('code', {
      coding: (LOINC_BY_VARIABLE[code] ?? []).map((loinc) => ({ system: FHIR_SYSTEMS.loinc, ...loinc })),
    })},"valueQuantity":{"value":`,
  );

/**
 * A systolic and a diastolic value stamped at the same moment are one blood-pressure reading: a
 * panel (LOINC 85354-9, the vital-signs profile's shape) with both as components and the two
 * single Observations as members. Its id names both values: `bp-<systolic id>-<diastolic id>`.
 * The panels of some patients (or the one of a systolic value), with the resource as JSON text,
 * in no order: callers order them by patient, time, systolic and diastolic id.
 */
export function panelRows(patientIds: readonly number[], systolicId?: number): RawBuilder<PanelRow> {
  const unit = jsonUnit(sql`ps.units`, sql`ucum_unit.ucum`);
  return sql<PanelRow>`select s.patient_id, s.time_stamp, s.id as systolic_id, d.id as diastolic_id,
      concat('{"resourceType":"Observation","id":"bp-', s.id, '-', d.id, '","status":"final",', ${jsonText(PANEL_HEAD)},
        ',"subject":{"reference":"Patient/', s.patient_id, '"},"effectiveDateTime":"', ${jsonInstant(sql`s.time_stamp`)},
        '","hasMember":[{"reference":"Observation/v-', s.id, '"},{"reference":"Observation/v-', d.id, '"}],"component":[',
        ${componentHead('SYS')}, ${jsonNumber(sql`s.value`)}, ${unit}, '}},',
        ${componentHead('DIA')}, ${jsonNumber(sql`d.value`)}, ${unit}, '}}]}') as resource
    from variable_value s
      join patient_variable ps on ps.id = s.variable_id and ps.code = 'SYS'
      join patient_variable pd on pd.code = 'DIA'
      join variable_value d on d.patient_id = s.patient_id and d.variable_id = pd.id
        and d.time_stamp = s.time_stamp
      left join ${ucumRows()} on ucum_unit.units = ps.units
    where s.patient_id = any(${sql.val([...patientIds])}::int[])
      and s.value is not null and d.value is not null
      ${systolicId === undefined ? sql`` : sql`and s.id = ${systolicId}`}`;
}

/** The blood-pressure panels of patients already known to be in scope, by patient, oldest first. */
export async function bloodPressurePanels(db: Db, patientIds: readonly number[]) {
  if (patientIds.length === 0) return [];
  const { rows } = await sql<PanelRow>`select * from (${panelRows(patientIds)}) panel
    order by patient_id, time_stamp, systolic_id, diastolic_id`.execute(db);
  return rows.map(parseResource);
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
  return rows.map(parseResource).find((panel) => panel.id === id);
}
