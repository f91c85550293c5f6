import { variableRoutes } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { listCatalogue, listPriorities, savePriorities } from './service.ts';

export function registerVariableRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const { customer } = config;
  const callerOptions = (request: FastifyRequest) => {
    const actor = requireActor(request);
    return { db, customer, language: actor.language, actor };
  };

  serve(api, variableRoutes.patientVariables, (request) => listCatalogue(callerOptions(request)));

  serve(api, variableRoutes.ownPages, (request) => {
    const options = callerOptions(request);
    return listPriorities({ ...options, owner: { userId: options.actor.userId } });
  });

  serve(api, variableRoutes.saveOwnPage, (request) => {
    const options = callerOptions(request);
    return savePriorities({
      ...options,
      owner: { userId: options.actor.userId },
      entries: request.body,
      windowNumber: request.query.windowNumber,
    });
  });

  serve(api, variableRoutes.predefinedPages, (request) =>
    listPriorities({ ...callerOptions(request), owner: 'predefined' }),
  );

  serve(api, variableRoutes.savePredefinedPage, (request) =>
    savePriorities({
      ...callerOptions(request),
      owner: 'predefined',
      entries: request.body,
      windowNumber: request.query.windowNumber,
    }),
  );
}
