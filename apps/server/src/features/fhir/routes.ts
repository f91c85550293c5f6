import { hasRights, vigilCodeSystems } from '@vigil/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { installAuditTrail } from '../../platform/audit.ts';
import { findActor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { readBloodPressurePanel } from './blood-pressure.ts';
import { capabilityStatement } from './capability.ts';
import { PATIENT_RESOURCE_SOURCES } from './clinical.ts';
import { everything } from './everything.ts';
import { registerExportRoutes } from './export-routes.ts';
import { readObservation, searchObservations } from './observation.ts';
import { installOutcomeHandler } from './outcome.ts';
import { readPatient, searchPatients } from './patient.ts';
import { locations, organizations } from './places.ts';
import { readerOf } from './reader.ts';
import { inScope, patientResources } from './scope.ts';
import {
  numericId,
  pageLinks,
  patientReference,
  readPage,
  readParameters,
  searchBundle,
  single,
  type SearchQuery,
} from './search.ts';

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
  const { customer } = context.config;
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
        const { resources, page, more } = await searchObservations(
          db,
          actorOf(request),
          request.query,
          customer,
        );
        const base = fhirBaseUrl(request);
        return searchBundle(resources, pageLinks(`${base}/Observation`, request.query, page, more), base);
      });

      fhir.get<{ Params: { id: string } }>('/Observation/:id', staff, async (request) => {
        const observation =
          (await readObservation(db, actorOf(request), request.params.id, customer)) ??
          (await readBloodPressurePanel(db, actorOf(request), request.params.id));
        if (!observation) throw notFound(`Observation/${request.params.id} is not known`);
        return observation;
      });

      fhir.get<{ Params: { id: string } }>('/Patient/:id/$everything', staff, async (request) => {
        const id = numericId(request.params.id);
        const bundle =
          id === undefined
            ? undefined
            : await everything(db, actorOf(request), id, customer, fhirBaseUrl(request));
        if (!bundle) throw notFound(`Patient/${request.params.id} is not known`);
        return bundle;
      });

      for (const source of PATIENT_RESOURCE_SOURCES) {
        fhir.get<{ Querystring: SearchQuery }>(`/${source.type}`, staff, async (request) => {
          const parameters = readParameters(request.query, ['patient', 'subject']);
          const page = readPage(parameters);
          const reference = single(parameters, 'patient') ?? single(parameters, 'subject');
          if (
            reference === undefined ||
            parameters.size === 0 ||
            (parameters.has('patient') && parameters.has('subject'))
          ) {
            throw badRequest(`${source.type} search needs exactly one patient (patient=Patient/123)`);
          }
          const patientId = patientReference('patient', reference);
          const actor = actorOf(request);
          const all = (await inScope(db, actor, patientId))
            ? await source.ofPatients(db, [patientId], await readerOf(db, actor))
            : [];
          const base = fhirBaseUrl(request);
          const resources = all.slice(page.offset, page.offset + page.count);
          const more = all.length > page.offset + page.count;
          return searchBundle(
            resources,
            pageLinks(`${base}/${source.type}`, request.query, page, more),
            base,
          );
        });
        fhir.get<{ Params: { id: string } }>(`/${source.type}/:id`, staff, async (request) => {
          const found = await patientResources(db, actorOf(request), source, request.params.id);
          if (!found) throw notFound(`${source.type}/${request.params.id} is not known`);
          return found;
        });
      }

      for (const [type, list] of [
        ['Organization', organizations],
        ['Location', locations],
      ] as const) {
        fhir.get<{ Querystring: SearchQuery }>(`/${type}`, staff, async (request) => {
          const parameters = readParameters(request.query, ['_id']);
          const page = readPage(parameters);
          const ids = parameters
            .get('_id')
            ?.flatMap((value) => value.split(',').map((id) => numericId(id) ?? -1));
          const all = await list(db, actorOf(request), ids);
          const base = fhirBaseUrl(request);
          const resources = all.slice(page.offset, page.offset + page.count);
          const more = all.length > page.offset + page.count;
          return searchBundle(resources, pageLinks(`${base}/${type}`, request.query, page, more), base);
        });
        fhir.get<{ Params: { id: string } }>(`/${type}/:id`, staff, async (request) => {
          const id = numericId(request.params.id);
          const [found] = id === undefined ? [] : await list(db, actorOf(request), [id]);
          if (!found) throw notFound(`${type}/${request.params.id} is not known`);
          return found;
        });
      }
      registerExportRoutes(fhir, context, fhirBaseUrl);
      done();
    },
    { prefix: FHIR_BASE_PATH },
  );
}
