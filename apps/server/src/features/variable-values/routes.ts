import { variableValueRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import {
  groupedVariableHistory,
  oneVariableHistory,
  patientVariableHistory,
  variableValues,
} from './history.ts';

export function registerVariableValueRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const { customer } = config;

  serve(api, variableValueRoutes.patientHistory, (request) =>
    patientVariableHistory(db, {
      actor: requireActor(request),
      customer,
      patientId: request.params.id,
      time: request.query.time,
    }),
  );

  serve(api, variableValueRoutes.variableHistory, (request) =>
    oneVariableHistory(db, {
      actor: requireActor(request),
      customer,
      patientId: request.params.id,
      time: request.query.time,
      acronym: request.query.variableAcronym,
    }),
  );

  serve(api, variableValueRoutes.groupedHistory, (request) =>
    groupedVariableHistory(db, {
      actor: requireActor(request),
      customer,
      patientId: request.params.id,
      time: request.query.time,
      acronyms: request.query.acronyms,
    }),
  );

  serve(api, variableValueRoutes.variableValues, (request) =>
    variableValues(db, {
      actor: requireActor(request),
      customer,
      patientId: request.params.id,
      acronym: request.params.acronym,
    }),
  );
}
