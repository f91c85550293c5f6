import {
  FHIR_SYSTEMS,
  isObservationVariable,
  LOINC_BY_VARIABLE,
  NIGHT_CODE,
  observationCodes,
  type Customer,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import {
  observationJson,
  observationRows,
  parseResource,
  type FhirResource,
  type ObservationFilter,
} from './observation-rows.ts';
import { inScope } from './scope.ts';
import {
  dateBounds,
  parseDateCondition,
  patientReference,
  readPage,
  readParameters,
  single,
  type Page,
  type SearchQuery,
} from './search.ts';

export const OBSERVATION_SEARCH_PARAMETERS = ['patient', 'subject', 'code', 'date', '_sort'] as const;

/** The patient an Observation id belongs to (undefined for an id Vigil never gives out). */
async function patientOfObservation(db: Db, id: string): Promise<number | undefined> {
  const match = /^(v|d|n)-(\d{1,12})(?:-\d{1,9}-\d{8})?$/.exec(id);
  if (!match) return undefined;
  const [, kind, number] = match;
  if (kind === 'd') return Number(number);
  const row =
    kind === 'v'
      ? await db
          .selectFrom('variableValue')
          .select('patientId')
          .where('id', '=', Number(number))
          .executeTakeFirst()
      : await db
          .selectFrom('nightlyEntry')
          .select('patientId')
          .where('id', '=', Number(number))
          .executeTakeFirst();
  return row?.patientId;
}

/** GET Observation/{id} in the caller's scope, or undefined (a 404). */
export async function readObservation(
  db: Db,
  actor: Actor,
  id: string,
  customer: Customer,
): Promise<FhirResource | undefined> {
  const patientId = await patientOfObservation(db, id);
  if (patientId === undefined || !(await inScope(db, actor, patientId))) return undefined;
  const filter = { id, codes: observationCodes(customer) };
  const { rows } = await sql<{ resource: string }>`select ${observationJson('o')} as resource
    from (${observationRows([patientId], filter)}) o`.execute(db);
  return rows[0] && parseResource(rows[0]);
}

/** The Vigil codes a `code` token stands for: a Vigil code, a LOINC code, or either with its system. */
function codesOf(token: string): string[] {
  const [system, code] = token.includes('|') ? (token.split('|', 2) as [string, string]) : [undefined, token];
  const vigil = system === undefined || system === '' || system === FHIR_SYSTEMS.vigilVariables;
  const loinc = system === undefined || system === '' || system === FHIR_SYSTEMS.loinc;
  const codes: string[] = [];
  if (vigil && (code === NIGHT_CODE || isObservationVariable(code))) codes.push(code);
  if (loinc) {
    for (const [variable, codings] of Object.entries(LOINC_BY_VARIABLE)) {
      if (codings.some((coding) => coding.code === code)) codes.push(variable);
    }
  }
  return codes;
}

/** The filter of an Observation search's parameters. */
function searchFilter(parameters: Map<string, string[]>, customer: Customer): ObservationFilter {
  let codes = observationCodes(customer);
  for (const value of parameters.get('code') ?? []) {
    const these = value.split(',').flatMap(codesOf);
    codes = codes.filter((code) => these.includes(code));
  }
  let from: Date | undefined;
  let to: Date | undefined;
  for (const value of parameters.get('date') ?? []) {
    const bounds = dateBounds(parseDateCondition('date', value));
    if (bounds.from && (!from || bounds.from > from)) from = bounds.from;
    if (bounds.to && (!to || bounds.to < to)) to = bounds.to;
  }
  return { codes, from, to };
}

/**
 * GET Observation?patient=…: one patient's Observations (newest first unless `_sort=date`),
 * one page and whether more follow. A patient outside the caller's scope has none.
 */
export async function searchObservations(
  db: Db,
  actor: Actor,
  query: SearchQuery,
  customer: Customer,
): Promise<{ resources: FhirResource[]; page: Page; more: boolean }> {
  const parameters = readParameters(query, OBSERVATION_SEARCH_PARAMETERS);
  const page = readPage(parameters);
  const reference = single(parameters, 'patient') ?? single(parameters, 'subject');
  if (reference === undefined || (parameters.has('patient') && parameters.has('subject'))) {
    throw badRequest('Observation search needs exactly one patient (patient=Patient/123)');
  }
  const patientId = patientReference('patient', reference);
  const sort = single(parameters, '_sort') ?? '-date';
  if (sort !== '-date' && sort !== 'date') throw badRequest('_sort must be date or -date');
  const filter = searchFilter(parameters, customer);
  if (!(await inScope(db, actor, patientId)) || filter.codes.length === 0) {
    return { resources: [], page, more: false };
  }
  const direction = sort === 'date' ? sql`asc` : sql`desc`;
  // The page first, then its resources written.
  const { rows } = await sql<{ resource: string }>`select ${observationJson('o')} as resource
    from (select * from (${observationRows([patientId], filter)}) found
      order by time_stamp ${direction}, id ${direction} limit ${page.count + 1} offset ${page.offset}) o
    order by o.time_stamp ${direction}, o.id ${direction}`.execute(db);
  return {
    resources: rows.slice(0, page.count).map(parseResource),
    page,
    more: rows.length > page.count,
  };
}

/** Every Observation of a patient already known to be in scope, oldest first (for $everything). */
export async function everyObservation(
  db: Db,
  patientId: number,
  customer: Customer,
): Promise<FhirResource[]> {
  const filter = { codes: observationCodes(customer) };
  const { rows } = await sql<{ resource: string }>`select ${observationJson('o')} as resource
    from (${observationRows([patientId], filter)}) o order by o.time_stamp, o.id`.execute(db);
  return rows.map(parseResource);
}
