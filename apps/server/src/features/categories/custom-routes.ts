import { categoryPanelRoutes, categoryRoutes, utcToday } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import {
  addPatientToList,
  createCustomCategory,
  deleteCustomCategory,
  listCustomCategories,
  listCustomCategoryNames,
  listCustomCategoriesWithMessages,
  removePatientFromList,
} from './custom-lists.ts';

export function registerCustomCategoryRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const caller = (request: FastifyRequest) => ({ db, actor: requireActor(request) });

  serve(api, categoryPanelRoutes.userLists, (request) =>
    listCustomCategories({
      ...caller(request),
      customer: config.customer,
      window: request.query.window,
      today: utcToday(),
    }),
  );

  serve(api, categoryPanelRoutes.userListNames, (request) => listCustomCategoryNames(caller(request)));

  serve(api, categoryRoutes.userListsWithMessages, (request) =>
    listCustomCategoriesWithMessages(caller(request)),
  );

  serve(api, categoryPanelRoutes.createUserList, (request) =>
    createCustomCategory({ ...caller(request), categoryName: request.body.categoryName }),
  );

  serve(api, categoryRoutes.deleteUserListNamed, async (request, reply) => {
    await deleteCustomCategory({ ...caller(request), listId: request.body.idcategoryuser });
    return reply.status(204).send(null);
  });

  serve(api, categoryPanelRoutes.deleteUserList, async (request, reply) => {
    await deleteCustomCategory({ ...caller(request), listId: request.params.id });
    return reply.status(204).send(null);
  });

  serve(api, categoryPanelRoutes.addToUserList, async (request, reply) => {
    await addPatientToList({
      ...caller(request),
      listId: request.params.id,
      patientId: request.params.patientId,
    });
    return reply.status(204).send(null);
  });

  serve(api, categoryPanelRoutes.removeFromUserList, async (request, reply) => {
    await removePatientFromList({
      ...caller(request),
      listId: request.params.id,
      patientId: request.params.patientId,
    });
    return reply.status(204).send(null);
  });
}
