import { categoryMessageRoutes } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { listPatientCategoryMessages } from './patient-history.ts';
import { deleteCategoryMessage, getCategoryMessage, saveCategoryMessage } from './service.ts';

export function registerCategoryMessageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;
  const caller = (request: FastifyRequest) => ({ db, actor: requireActor(request) });

  serve(api, categoryMessageRoutes.categoryMessage, (request) => {
    const { categoryId, categoryType, language } = request.query;
    return getCategoryMessage({ ...caller(request), category: { categoryId, categoryType }, language });
  });

  serve(api, categoryMessageRoutes.saveCategoryMessage, (request) =>
    saveCategoryMessage({
      ...caller(request),
      form: request.body,
      sendNow: request.params.idOrSendNowFlag,
      now: new Date(),
    }),
  );

  serve(api, categoryMessageRoutes.deleteCategoryMessage, async (request, reply) => {
    await deleteCategoryMessage({ ...caller(request), id: request.params.idOrSendNowFlag });
    return reply.status(204).send(null);
  });

  serve(api, categoryMessageRoutes.patientCategoryMessages, (request) =>
    listPatientCategoryMessages(db, { actor: requireActor(request), patientId: request.params.id }),
  );
}
