import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PatientScope } from '../../platform/access/patient-scope.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { locations } from './places.ts';
import { readerOf } from './reader.ts';
import type { SearchQuery } from './search.ts';

/** How long the files of a finished export stay downloadable; the housekeeping job deletes them after. */
export const EXPORT_KEEP_HOURS = 24;

/** The resource types a system-level export holds, in the order the files are written. */
export const SYSTEM_EXPORT_TYPES = [
  'Patient',
  'Observation',
  'RiskAssessment',
  'Flag',
  'Communication',
  'Encounter',
  'Organization',
  'Location',
] as const;
/** A group (a clinic's patients) holds the patient compartment only. */
export const GROUP_EXPORT_TYPES = SYSTEM_EXPORT_TYPES.slice(0, 6);

export type ExportType = (typeof SYSTEM_EXPORT_TYPES)[number];

const NDJSON_FORMATS = ['application/fhir+ndjson', 'application/ndjson', 'ndjson'];
const KICK_OFF_PARAMETERS = ['_outputFormat', '_type'];
/** Bulk Data parameters Vigil does not support: refused by name rather than ignored (Prefer: handling=strict). */
const UNSUPPORTED_PARAMETERS = ['_since', '_typeFilter', '_elements', 'patient', 'includeAssociatedData'];

/** One NDJSON file of a finished export, as the manifest lists it. */
export interface ExportFile {
  readonly type: ExportType;
  readonly count: number;
}

export const exportFileName = (type: string) => `${type}.ndjson`;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The types a kick-off asks for (`_type`, else every type of its level); bad parameters are 400s. */
function requestedTypes(query: SearchQuery, allowed: readonly ExportType[]): ExportType[] {
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (UNSUPPORTED_PARAMETERS.includes(name)) {
      throw badRequest(`The $export parameter ${name} is not supported`);
    }
    if (!KICK_OFF_PARAMETERS.includes(name)) {
      throw badRequest(`Unknown $export parameter: ${name}. Supported: ${KICK_OFF_PARAMETERS.join(', ')}`);
    }
    if (typeof value !== 'string') throw badRequest(`${name} may appear only once`);
  }
  const format = query._outputFormat;
  if (typeof format === 'string' && !NDJSON_FORMATS.includes(format)) {
    throw badRequest(`_outputFormat must be one of ${NDJSON_FORMATS.join(', ')}`);
  }
  if (typeof query._type !== 'string') return [...allowed];
  const types = query._type.split(',').map((type) => type.trim());
  for (const type of types) {
    if (!(allowed as readonly string[]).includes(type)) {
      throw badRequest(`_type ${type} cannot be exported here. Supported: ${allowed.join(', ')}`);
    }
  }
  return allowed.filter((type) => types.includes(type));
}

/** The kick-off's headers: Bulk Data asks for `Prefer: respond-async` and JSON errors. */
export function checkKickOffHeaders(headers: { prefer?: string; accept?: string }): void {
  if (!/respond-async/.test(headers.prefer ?? '')) {
    throw badRequest('$export runs asynchronously: send the header Prefer: respond-async');
  }
  const accept = headers.accept ?? 'application/fhir+json';
  if (!/application\/fhir\+json|application\/json|\*\/\*/.test(accept)) {
    throw badRequest('$export answers with application/fhir+json (the Accept header)');
  }
}

/**
 * Starts an export of the caller's patients (of one clinic for a group export): a queued row the
 * export job claims. The caller's scope and alert categories are kept with it, so the job reads
 * what the caller sees.
 */
export async function kickOffExport(options: {
  db: Db;
  actor: Actor;
  query: SearchQuery;
  requestUrl: string;
  clinicId?: number;
}): Promise<string> {
  const { db, actor, query, requestUrl, clinicId } = options;
  if (clinicId !== undefined && (await locations(db, actor, [clinicId])).length === 0) {
    throw notFound(`Group/${clinicId} is not known`);
  }
  const types = requestedTypes(query, clinicId === undefined ? SYSTEM_EXPORT_TYPES : GROUP_EXPORT_TYPES);
  const row = await db
    .insertInto('fhirExport')
    .values({
      userId: actor.userId,
      patientScope: JSON.stringify(actor.patientScope),
      alertCategoryIds: [...(await readerOf(db, actor)).alertCategoryIds],
      clinicId: clinicId ?? null,
      types,
      requestUrl: requestUrl.slice(0, 2000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The caller's own export `id`, not yet expired; another user's is not there (404). */
export async function ownExport(db: Db, actor: Actor, id: string) {
  const row = isUuid(id)
    ? await db
        .selectFrom('fhirExport')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', actor.userId)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`Export ${id} is not known`);
  return row;
}

export type ExportRow = Awaited<ReturnType<typeof ownExport>>;

const exportFilesSchema = z.array(z.object({ type: z.enum(SYSTEM_EXPORT_TYPES), count: z.number() }));

/** The files of a finished export, as stored with its row. */
export function filesOf(row: { files: unknown }): ExportFile[] {
  return exportFilesSchema.parse(row.files);
}

const patientScopeSchema: z.ZodType<PatientScope> = z.union([
  z.object({ kind: z.literal('own'), userId: z.number() }),
  z.object({ kind: z.enum(['clinics', 'organizations']), clinicIds: z.array(z.number()) }),
  z.object({ kind: z.enum(['unassigned', 'none']) }),
]);

/** The patient scope the export was asked with. */
export const scopeOf = (row: { patientScope: unknown }): PatientScope =>
  patientScopeSchema.parse(row.patientScope);

/** The Bulk Data status answer of a finished export: the manifest. */
export function manifest(row: ExportRow, baseUrl: string) {
  return {
    transactionTime: (row.finishedAt ?? row.createdAt).toISOString(),
    request: row.requestUrl,
    requiresAccessToken: true,
    output: filesOf(row).map((file) => ({
      type: file.type,
      url: `${baseUrl}/$export-file/${row.id}/${exportFileName(file.type)}`,
      count: file.count,
    })),
    error: [],
  };
}

/** The type of one file of the caller's finished export; 404 for any other name. */
export async function exportFileType(options: {
  db: Db;
  actor: Actor;
  id: string;
  name: string;
}): Promise<{ exportId: string; type: ExportType }> {
  const row = await ownExport(options.db, options.actor, options.id);
  const file = filesOf(row).find((candidate) => exportFileName(candidate.type) === options.name);
  if (row.status !== 'completed' || !file) throw notFound(`File ${options.name} is not known`);
  return { exportId: row.id, type: file.type };
}

/** DELETE of the status URL: stops a running export and deletes its files (a running job sees its row gone). */
export async function cancelExport(options: { db: Db; actor: Actor; id: string }) {
  const row = await ownExport(options.db, options.actor, options.id);
  // The files (fhir_export_part) go with the row.
  await options.db.deleteFrom('fhirExport').where('id', '=', row.id).execute();
}

/** Deletes the exports kept past their time, with their files; the number deleted. */
export async function purgeExpiredExports(db: Db): Promise<number> {
  const expired = await db
    .deleteFrom('fhirExport')
    .where('expiresAt', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();
  return expired.length;
}
