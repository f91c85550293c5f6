import {
  patientVariableSchema,
  variablePriorityQuerySchema,
  variablePriorityRequestSchema,
  variablePrioritySchema,
} from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { listCatalogue, listPriorities, savePriorities } from './service.ts';

const tags = ['variables'];
const prioritiesResponse = { 200: z.array(variablePrioritySchema) };

export function registerVariableRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const { customer } = config;
  const callerOptions = (request: FastifyRequest) => {
    const actor = requireActor(request);
    return { db, customer, language: actor.language, actor };
  };

  api.get(
    '/patientvariables',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'The variables of this flavour',
        response: { 200: z.array(patientVariableSchema) },
      },
    },
    (request) => listCatalogue(callerOptions(request)),
  );

  api.get(
    '/patientvariablepriority',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'The caller’s variable pages (the predefined ones until they arrange their own)',
        response: prioritiesResponse,
      },
    },
    (request) => {
      const options = callerOptions(request);
      return listPriorities({ ...options, owner: { userId: options.actor.userId } });
    },
  );

  api.post(
    '/patientvariablepriority',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Save the caller’s variable pages named in the body (and ?windowNumber=)',
        body: variablePriorityRequestSchema,
        querystring: variablePriorityQuerySchema,
        response: prioritiesResponse,
      },
    },
    (request) => {
      const options = callerOptions(request);
      return savePriorities({
        ...options,
        owner: { userId: options.actor.userId },
        entries: request.body,
        windowNumber: request.query.windowNumber,
      });
    },
  );

  api.get(
    '/patientvariablepriority/predefined',
    {
      config: { access: 'USER_RIGHTS' },
      schema: { tags, summary: 'The predefined variable pages', response: prioritiesResponse },
    },
    (request) => listPriorities({ ...callerOptions(request), owner: 'predefined' }),
  );

  api.post(
    '/patientvariablepriority/predefined',
    {
      // The predefined pages are every user's default in every organization (decisions.md).
      config: { access: 'ADMIN_RIGHTS' },
      schema: {
        tags,
        summary: 'Save the predefined variable pages named in the body (and ?windowNumber=)',
        body: variablePriorityRequestSchema,
        querystring: variablePriorityQuerySchema,
        response: prioritiesResponse,
      },
    },
    (request) =>
      savePriorities({
        ...callerOptions(request),
        owner: 'predefined',
        entries: request.body,
        windowNumber: request.query.windowNumber,
      }),
  );
}
