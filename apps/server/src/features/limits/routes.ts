import { limitRoutes } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
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

/** The calendar day ages are counted on: UTC, the same day the patients list uses for statuses. */
const today = () => new Date().toISOString().slice(0, 10);

export function registerLimitRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const { customer } = config;
  const caller = (request: FastifyRequest) => ({ db, customer, actor: requireActor(request) });

  serve(api, limitRoutes.generalLimits, (request) => listGeneralLimits(caller(request)));

  serve(api, limitRoutes.createGeneralLimit, (request) =>
    createGeneralLimit({ ...caller(request), form: request.body }),
  );

  serve(api, limitRoutes.updateGeneralLimit, (request) =>
    updateGeneralLimit({ ...caller(request), form: request.body }),
  );

  serve(api, limitRoutes.deleteGeneralLimit, async (request, reply) => {
    await deleteGeneralLimit({
      ...caller(request),
      limitId: request.params.id,
      confirmPropagation: request.query.confirmPropagation,
    });
    return reply.status(204).send(null);
  });

  serve(api, limitRoutes.patientLimits, (request) => listPatientLimits(caller(request)));

  serve(api, limitRoutes.deletePatientLimit, async (request, reply) => {
    await deletePatientLimit({ ...caller(request), limitId: request.params.id });
    return reply.status(204).send(null);
  });

  serve(api, limitRoutes.limitInForce, (request) =>
    findLimitInForce({
      ...caller(request),
      patientId: request.params.id,
      variableId: request.params.varId,
      today: today(),
    }),
  );

  serve(api, limitRoutes.createPatientLimit, (request) =>
    createPatientLimit({
      ...caller(request),
      patientId: request.params.id,
      variableId: request.params.varId,
      form: request.body,
    }),
  );

  serve(api, limitRoutes.updatePatientLimit, (request) =>
    updatePatientLimit({
      ...caller(request),
      patientId: request.params.id,
      variableId: request.params.varId,
      form: request.body,
    }),
  );
}
