import { decimalText } from '@vigil/domain';
import {
  customUserCategoryDeleteSchema,
  customUserCategoryFormSchema,
  customUserCategoryNameSchema,
  customUserCategoryQuerySchema,
  customUserCategorySchema,
  customUserCategoryWithMessagesSchema,
  idParamSchema,
  INTEGER_COLUMN_MAX,
  utcToday,
} from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import {
  addPatientToList,
  createCustomCategory,
  deleteCustomCategory,
  listCustomCategories,
  listCustomCategoryNames,
  listCustomCategoriesWithMessages,
  removePatientFromList,
} from './custom-lists.ts';

const tags = ['categories'];
// A list id may be −1 ('All Patients'), which the services refuse with a message of their own.
const listId = decimalText(z.coerce.number().int().min(-1).max(INTEGER_COLUMN_MAX));
const patientId = idParamSchema;
const listParams = z.object({ id: listId });
const listPatientParams = z.object({ id: listId, patientId });
const user = { access: 'USER_RIGHTS' } as const;
const noContent = { 204: z.null() };

export function registerCustomCategoryRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const caller = (request: FastifyRequest) => ({ db, actor: requireActor(request) });

  api.get(
    '/customusercategories',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s own patient lists with their patients',
        querystring: customUserCategoryQuerySchema,
        response: { 200: z.array(customUserCategorySchema) },
      },
    },
    (request) =>
      listCustomCategories({
        ...caller(request),
        customer: config.customer,
        window: request.query.window,
        today: utcToday(),
      }),
  );

  api.get(
    '/customusercategories/nopatients',
    {
      config: user,
      schema: {
        tags,
        summary: '‘All Patients’ (−1) and the caller’s lists, without their patients',
        response: { 200: z.array(customUserCategoryNameSchema) },
      },
    },
    (request) => listCustomCategoryNames(caller(request)),
  );

  api.get(
    '/customusercategories-withname/patients/messages',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s lists with their patients’ names and their category messages',
        response: { 200: z.array(customUserCategoryWithMessagesSchema) },
      },
    },
    (request) => listCustomCategoriesWithMessages(caller(request)),
  );

  api.post(
    '/customusercategories',
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a patient list of the caller’s',
        body: customUserCategoryFormSchema,
        response: { 200: customUserCategoryNameSchema },
      },
    },
    (request) => createCustomCategory({ ...caller(request), categoryName: request.body.categoryName }),
  );

  api.delete(
    '/customusercategories',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete one of the caller’s lists (named in the body)',
        body: customUserCategoryDeleteSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteCustomCategory({ ...caller(request), listId: request.body.idcategoryuser });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/customusercategories/:id',
    {
      config: user,
      schema: { tags, summary: 'Delete one of the caller’s lists', params: listParams, response: noContent },
    },
    async (request, reply) => {
      await deleteCustomCategory({ ...caller(request), listId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/customusercategories/:id/patients/:patientId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Add a patient to one of the caller’s lists',
        params: listPatientParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await addPatientToList({
        ...caller(request),
        listId: request.params.id,
        patientId: request.params.patientId,
      });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/customusercategories/:id/patients/:patientId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Take a patient off one of the caller’s lists',
        params: listPatientParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removePatientFromList({
        ...caller(request),
        listId: request.params.id,
        patientId: request.params.patientId,
      });
      return reply.status(204).send(null);
    },
  );
}
