import {
  categoryMessageFormSchema,
  categoryMessageQuerySchema,
  categoryMessageSavedSchema,
  categoryMessageSchema,
  idParamSchema,
  patientCategoryMessageSchema,
  sendNowParamsSchema,
} from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { listPatientCategoryMessages } from './patient-history.ts';
import { deleteCategoryMessage, getCategoryMessage, saveCategoryMessage } from './service.ts';

const tags = ['category messages'];
const id = idParamSchema;
// docs/requirements/roles-and-scope.md#who-may-do-what: the message editor is the product admin's; every user reads a patient's messages.
const editor = { access: 'APPADMIN_RIGHTS' } as const;
const reader = { access: 'USER_RIGHTS' } as const;

export function registerCategoryMessageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;
  const caller = (request: FastifyRequest) => ({ db, actor: requireActor(request) });

  api.get(
    '/category-message/by-category-id-and-type',
    {
      config: editor,
      schema: {
        tags,
        summary: 'The category’s message in a language (null when it has none)',
        querystring: categoryMessageQuerySchema,
        response: { 200: categoryMessageSchema.nullable() },
      },
    },
    (request) => {
      const { categoryId, categoryType, language } = request.query;
      return getCategoryMessage({ ...caller(request), category: { categoryId, categoryType }, language });
    },
  );

  api.post(
    '/category-message/:idOrSendNowFlag',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Save a category message; with true, also send it now to every member',
        params: sendNowParamsSchema,
        body: categoryMessageFormSchema,
        response: { 200: categoryMessageSavedSchema },
      },
    },
    (request) =>
      saveCategoryMessage({
        ...caller(request),
        form: request.body,
        sendNow: request.params.idOrSendNowFlag,
        now: new Date(),
      }),
  );

  api.delete(
    '/category-message/:idOrSendNowFlag',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Delete a category message no patient has received yet',
        params: z.object({ idOrSendNowFlag: id.check(z.describe('Deleting: the id of the category message')) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCategoryMessage({ ...caller(request), id: request.params.idOrSendNowFlag });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/patients/:id/category-messages',
    {
      config: reader,
      schema: {
        tags,
        summary: 'The category messages a patient was sent, per channel, newest first',
        params: z.object({ id }),
        response: { 200: z.array(patientCategoryMessageSchema) },
      },
    },
    (request) =>
      listPatientCategoryMessages(db, { actor: requireActor(request), patientId: request.params.id }),
  );
}
