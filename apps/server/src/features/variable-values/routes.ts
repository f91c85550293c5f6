import {
  groupedVariableHistorySchema,
  historyPatientParamsSchema,
  patientVariableValueSchema,
  variableHistoryAcronymQuerySchema,
  variableHistoryGroupedQuerySchema,
  variableHistoryQuerySchema,
  variableHistorySchema,
  variableValuesParamsSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import {
  groupedVariableHistory,
  oneVariableHistory,
  patientVariableHistory,
  variableValues,
} from './history.ts';

const tags = ['variable values'];

export function registerVariableValueRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const access = { access: 'USER_RIGHTS' } as const;
  const { customer } = config;

  api.get(
    '/patients/:id/variablehistory',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every variable of the flavour with its values in the period',
        params: historyPatientParamsSchema,
        querystring: variableHistoryQuerySchema,
        response: { 200: z.array(variableHistorySchema) },
      },
    },
    (request) =>
      patientVariableHistory(db, {
        actor: requireActor(request),
        customer,
        patientId: request.params.id,
        time: request.query.time,
      }),
  );

  api.get(
    '/patients/:id/variablehistory/acronym',
    {
      config: access,
      schema: {
        tags,
        summary: 'One variable’s values in the period',
        params: historyPatientParamsSchema,
        querystring: variableHistoryAcronymQuerySchema,
        response: { 200: variableHistorySchema },
      },
    },
    (request) =>
      oneVariableHistory(db, {
        actor: requireActor(request),
        customer,
        patientId: request.params.id,
        time: request.query.time,
        acronym: request.query.variableAcronym,
      }),
  );

  api.get(
    '/patients/:id/variablehistory/grouped',
    {
      config: access,
      schema: {
        tags,
        summary: 'Several variables’ values in the period, by acronym',
        params: historyPatientParamsSchema,
        querystring: variableHistoryGroupedQuerySchema,
        response: { 200: groupedVariableHistorySchema },
      },
    },
    (request) =>
      groupedVariableHistory(db, {
        actor: requireActor(request),
        customer,
        patientId: request.params.id,
        time: request.query.time,
        acronyms: request.query.acronyms,
      }),
  );

  api.get(
    '/patients/:id/variable-values/acronym/:acronym',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every stored value of one variable, newest first',
        params: variableValuesParamsSchema,
        response: { 200: z.array(patientVariableValueSchema) },
      },
    },
    (request) =>
      variableValues(db, {
        actor: requireActor(request),
        customer,
        patientId: request.params.id,
        acronym: request.params.acronym,
      }),
  );
}
