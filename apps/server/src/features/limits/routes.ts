import {
  idParamSchema,
  idParamsSchema,
  limitDeleteQuerySchema,
  limitFormSchema,
  limitSchema,
} from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import {
  createGeneralLimit,
  deleteGeneralLimit,
  listGeneralLimits,
  updateGeneralLimit,
} from './general-service.ts';
import {
  createPatientLimit,
  deletePatientLimit,
  findLimitInForce,
  listPatientLimits,
  updatePatientLimit,
} from './patient-service.ts';

const tags = ['limits'];
const patientVariableParams = z.object({ id: idParamSchema, varId: idParamSchema });
const limitsResponse = { 200: z.array(limitSchema) };
const limitResponse = { 200: limitSchema };
const deletedResponse = { 204: z.null() };
// docs/requirements/roles-and-scope.md#who-may-do-what: reading limits is for every user, creating and editing them for superusers.
const read = { access: 'USER_RIGHTS' } as const;
const edit = { access: 'SUPERUSER_RIGHTS' } as const;

/** The calendar day ages are counted on: UTC, the same day the patients list uses for statuses. */
const today = () => new Date().toISOString().slice(0, 10);

export function registerLimitRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const { customer } = config;
  const caller = (request: FastifyRequest) => ({ db, customer, actor: requireActor(request) });

  api.get(
    '/limitsgeneral',
    { config: read, schema: { tags, summary: 'General limits', response: limitsResponse } },
    (request) => listGeneralLimits(caller(request)),
  );

  api.post(
    '/limitsgeneral',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a general limit (needs confirmPropagation: true)',
        body: limitFormSchema,
        response: limitResponse,
      },
    },
    (request) => createGeneralLimit({ ...caller(request), form: request.body }),
  );

  api.put(
    '/limitsgeneral',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change a general limit in every clinic (needs confirmPropagation: true)',
        body: limitFormSchema,
        response: limitResponse,
      },
    },
    (request) => updateGeneralLimit({ ...caller(request), form: request.body }),
  );

  api.delete(
    '/limitsgeneral/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a general limit (needs ?confirmPropagation=true)',
        params: idParamsSchema,
        querystring: limitDeleteQuerySchema,
        response: deletedResponse,
      },
    },
    async (request, reply) => {
      await deleteGeneralLimit({
        ...caller(request),
        limitId: request.params.id,
        confirmPropagation: request.query.confirmPropagation,
      });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/limitsuser',
    {
      config: read,
      schema: { tags, summary: 'Limits of patients in the caller’s scope', response: limitsResponse },
    },
    (request) => listPatientLimits(caller(request)),
  );

  api.delete(
    '/limitsuser/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a patient’s own limit',
        params: idParamsSchema,
        response: deletedResponse,
      },
    },
    async (request, reply) => {
      await deletePatientLimit({ ...caller(request), limitId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/patients/:id/variables/:varId/limit',
    {
      config: read,
      schema: {
        tags,
        summary: 'The limit in force for a patient and variable (null when none applies)',
        params: patientVariableParams,
        response: { 200: limitSchema.nullable() },
      },
    },
    (request) =>
      findLimitInForce({
        ...caller(request),
        patientId: request.params.id,
        variableId: request.params.varId,
        today: today(),
      }),
  );

  api.post(
    '/patients/:id/variables/:varId/limitsuser',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Give the patient their own limit (also when the one edited was general)',
        params: patientVariableParams,
        body: limitFormSchema,
        response: limitResponse,
      },
    },
    (request) =>
      createPatientLimit({
        ...caller(request),
        patientId: request.params.id,
        variableId: request.params.varId,
        form: request.body,
      }),
  );

  api.put(
    '/patients/:id/variables/:varId/limitsuser',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change the patient’s own limit',
        params: patientVariableParams,
        body: limitFormSchema,
        response: limitResponse,
      },
    },
    (request) =>
      updatePatientLimit({
        ...caller(request),
        patientId: request.params.id,
        variableId: request.params.varId,
        form: request.body,
      }),
  );
}
