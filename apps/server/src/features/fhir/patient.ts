import { administrativeGender, FHIR_SYSTEMS } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { patientsOf, type PatientData } from '../../platform/access/patient-data.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import {
  dateBounds,
  parseDateCondition,
  readPage,
  readParameters,
  type Page,
  type SearchQuery,
} from './search.ts';

export const PATIENT_SEARCH_PARAMETERS = ['_id', 'name', 'birthdate'] as const;

/** The columns a Patient resource is made of, of some patients; never the social security number. */
export function patientColumns(patients: ReturnType<PatientData['patients']>) {
  return patients.select([
    'patient.id',
    'patient.firstName',
    'patient.lastName',
    'patient.gender',
    'patient.dateOfBirth',
    'patient.language',
    'patient.inactive',
    sql<number | null>`(select c.organization_id from clinic c where c.id = patient.clinic_ids[1])`.as(
      'organizationId',
    ),
  ]);
}

type PatientRow = Awaited<ReturnType<ReturnType<typeof patientColumns>['execute']>>[number];

const callerPatients = (db: Db, actor: Pick<Actor, 'patientScope'>) =>
  patientColumns(patientsOf(db, actor).patients());

/** A Vigil patient as a FHIR Patient: pseudonymous identifier, name, gender, birth date, language. */
export function patientResource(row: PatientRow) {
  return {
    resourceType: 'Patient',
    id: String(row.id),
    identifier: [{ use: 'usual', system: FHIR_SYSTEMS.patientId, value: String(row.id) }],
    active: !row.inactive,
    name: [{ use: 'official', family: row.lastName || undefined, given: [row.firstName] }],
    gender: administrativeGender(row.gender),
    ...(row.dateOfBirth ? { birthDate: row.dateOfBirth } : {}),
    communication: [
      {
        language: { coding: [{ system: FHIR_SYSTEMS.language, code: row.language }] },
        preferred: true,
      },
    ],
    ...(row.organizationId === null
      ? {}
      : { managingOrganization: { reference: `Organization/${row.organizationId}` } }),
  };
}

export type PatientResource = ReturnType<typeof patientResource>;

/** GET Patient/{id}: the patient in the caller's scope, or undefined (a 404 to the caller). */
export async function readPatient(db: Db, actor: Actor, id: number): Promise<PatientResource | undefined> {
  const row = await callerPatients(db, actor).where('patient.id', '=', id).executeTakeFirst();
  return row && patientResource(row);
}

/** GET Patient?…: the caller's patients matching every parameter, in id order, one page and whether more follow. */
export async function searchPatients(
  db: Db,
  actor: Actor,
  query: SearchQuery,
): Promise<{ resources: PatientResource[]; page: Page; more: boolean }> {
  const parameters = readParameters(query, PATIENT_SEARCH_PARAMETERS);
  const page = readPage(parameters);
  let select = callerPatients(db, actor);
  for (const value of parameters.get('_id') ?? []) {
    const ids = value.split(',').map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : -1));
    select = select.where('patient.id', 'in', ids);
  }
  for (const value of parameters.get('name') ?? []) {
    // FHIR string search: starts with, case-insensitive, on any part of the name; a comma is "or".
    const starts = value.split(',').map((part) => `${part.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`);
    select = select.where((eb) =>
      eb.or(
        starts.flatMap((start) => [
          eb('patient.firstName', 'ilike', start),
          eb('patient.lastName', 'ilike', start),
        ]),
      ),
    );
  }
  for (const value of parameters.get('birthdate') ?? []) {
    const { from, to } = dateBounds(parseDateCondition('birthdate', value));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    if (from) select = select.where('patient.dateOfBirth', '>=', day(from));
    if (to) select = select.where('patient.dateOfBirth', '<', day(to));
  }
  const rows = await select
    .orderBy('patient.id')
    .limit(page.count + 1)
    .offset(page.offset)
    .execute();
  return { resources: rows.slice(0, page.count).map(patientResource), page, more: rows.length > page.count };
}
