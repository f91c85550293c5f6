import { hasRights, vigilCodeSystems } from '@vigil/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { installAuditTrail } from '../../platform/audit.ts';
import { findActor } from '../../platform/auth/sessions.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { capabilityStatement } from './capability.ts';
import { readObservation, searchObservations } from './observation.ts';
import { installOutcomeHandler } from './outcome.ts';
import { readPatient, searchPatients } from './patient.ts';
import { numericId, pageLinks, searchBundle, type SearchQuery } from './search.ts';

export const FHIR_BASE_PATH = '/fhir/R4';
const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** The caller's session token: X-Auth-Token, or the same token as `Authorization: Bearer`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header !== '') return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

export const fhirBaseUrl = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${FHIR_BASE_PATH}`;

function actorOf(request: FastifyRequest) {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * The read-only FHIR R4 API under /fhir/R4, apart from /api/v1 (its own description is the
 * CapabilityStatement): the same sessions, scope and audit trail, FHIR's JSON and OperationOutcomes.
 */
export async function registerFhirRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  await app.register(
    (fhir, _options, done) => {
      installOutcomeHandler(fhir);
      fhir.decorateRequest('actor', null);
      fhir.addHook('onRequest', async (request) => {
        const token = tokenOf(request);
        request.actor = token ? await findActor(db, token) : null;
        const access = request.routeOptions.config.access;
        if (access === 'public') return;
        if (!request.actor)
          throw unauthorized(token ? 'Your session has ended, please log in again' : undefined);
        if (access && access !== 'device' && !hasRights(request.actor.role, access)) throw forbidden();
      });
      installAuditTrail(fhir.withTypeProvider<ZodTypeProvider>(), context);
      fhir.addHook('onSend', async (_request, reply, payload) => {
        reply.header('Cache-Control', 'no-store');
        if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
          reply.header('content-type', FHIR_JSON);
        }
        return payload;
      });

      const open = { config: { access: 'public' as const }, schema: { hide: true } };
      const staff = { config: { access: 'USER_RIGHTS' as const }, schema: { hide: true } };

      fhir.get('/metadata', open, (request) => capabilityStatement(fhirBaseUrl(request)));

      fhir.get<{ Params: { id: string } }>('/CodeSystem/:id', open, (request) => {
        const systems: Record<string, object> = vigilCodeSystems();
        const system = systems[request.params.id];
        if (!system) throw notFound(`CodeSystem/${request.params.id} is not known`);
        return system;
      });

      fhir.get<{ Querystring: SearchQuery }>('/Patient', staff, async (request) => {
        const { resources, page, more } = await searchPatients(db, actorOf(request), request.query);
        const base = fhirBaseUrl(request);
        return searchBundle(resources, pageLinks(`${base}/Patient`, request.query, page, more), base);
      });

      fhir.get<{ Params: { id: string } }>('/Patient/:id', staff, async (request) => {
        const id = numericId(request.params.id);
        const patient = id === undefined ? undefined : await readPatient(db, actorOf(request), id);
        if (!patient) throw notFound(`Patient/${request.params.id} is not known`);
        return patient;
      });

      fhir.get<{ Querystring: SearchQuery }>('/Observation', staff, async (request) => {
        const { resources, page, more } = await searchObservations(db, actorOf(request), request.query);
        const base = fhirBaseUrl(request);
        return searchBundle(resources, pageLinks(`${base}/Observation`, request.query, page, more), base);
      });

      fhir.get<{ Params: { id: string } }>('/Observation/:id', staff, async (request) => {
        const observation = await readObservation(db, actorOf(request), request.params.id);
        if (!observation) throw notFound(`Observation/${request.params.id} is not known`);
        return observation;
      });
      done();
    },
    { prefix: FHIR_BASE_PATH },
  );
}
