import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../platform/errors.ts';
import {
  cancelExport,
  checkKickOffHeaders,
  exportFileType,
  kickOffExport,
  manifest,
  ownExport,
} from './bulk-export.ts';
import { storedExportFile } from './export-files.ts';
import { FHIR_EXPORT_JOB } from './export-job.ts';
import { operationOutcome } from './outcome.ts';
import { numericId, type SearchQuery } from './search.ts';

/** How long a client polling the status should wait between calls, in seconds. */
const RETRY_AFTER_SECONDS = 2;

function actorOf(request: FastifyRequest) {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * FHIR Bulk Data Access 2.0: the kick-off (system level, and a clinic as a Group), the status URL
 * the client polls (DELETE cancels) and the NDJSON files, each the kick-off user's only.
 */
export function registerExportRoutes(
  fhir: FastifyInstance,
  context: AppContext,
  baseUrl: (request: FastifyRequest) => string,
): void {
  const { db } = context.database;
  const staff = { config: { access: 'USER_RIGHTS' as const }, schema: { hide: true } };

  const kickOff = async (request: FastifyRequest, query: SearchQuery, clinicId?: number) => {
    checkKickOffHeaders(request.headers);
    const id = await kickOffExport({
      db,
      actor: actorOf(request),
      query,
      requestUrl: `${request.protocol}://${request.host}${request.url}`,
      clinicId,
    });
    await context.jobQueue.send(FHIR_EXPORT_JOB, {});
    return `${baseUrl(request)}/$export-status/${id}`;
  };

  fhir.get<{ Querystring: SearchQuery }>('/$export', staff, async (request, reply) => {
    const location = await kickOff(request, request.query);
    return reply.status(202).header('Content-Location', location).send();
  });

  fhir.get<{ Params: { id: string }; Querystring: SearchQuery }>(
    '/Group/:id/$export',
    staff,
    async (request, reply) => {
      // A group is a clinic: its id is the clinic's (Location/{id}); another clinic is not there.
      const location = await kickOff(request, request.query, numericId(request.params.id) ?? -1);
      return reply.status(202).header('Content-Location', location).send();
    },
  );

  fhir.get<{ Params: { id: string } }>('/$export-status/:id', staff, async (request, reply) => {
    const row = await ownExport(db, actorOf(request), request.params.id);
    if (row.status === 'completed') {
      if (row.expiresAt) reply.header('Expires', row.expiresAt.toUTCString());
      return manifest(row, baseUrl(request));
    }
    if (row.status === 'failed') {
      return reply.status(500).send(operationOutcome(500, 'The export failed; please start it again'));
    }
    const progress =
      row.status === 'queued' ? 'queued' : `in progress: ${Math.floor((row.progress ?? 0) * 100)}%`;
    return reply
      .status(202)
      .header('X-Progress', progress)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send();
  });

  fhir.delete<{ Params: { id: string } }>('/$export-status/:id', staff, async (request, reply) => {
    await cancelExport({ db, actor: actorOf(request), id: request.params.id });
    return reply.status(202).send();
  });

  fhir.get<{ Params: { id: string; name: string } }>(
    '/$export-file/:id/:name',
    staff,
    async (request, reply) => {
      const { id, name } = request.params;
      const file = await exportFileType({ db, actor: actorOf(request), id, name });
      return reply.type('application/fhir+ndjson').send(storedExportFile(db, file.exportId, file.type));
    },
  );
}
