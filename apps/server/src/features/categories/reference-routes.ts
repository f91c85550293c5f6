import { icdCodeSchema, icdSearchQuerySchema, otherVariableSchema, physicianSchema } from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { listOtherVariables, listPhysicians, searchIcdCodes } from './reference.ts';

const tags = ['categories'];
const user = { access: 'USER_RIGHTS' } as const;

/** The look-ups of the category dialog: diagnosis codes, physicians and other-condition variables. */
export function registerCategoryReferenceRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/icdcodes',
    {
      config: user,
      schema: {
        tags,
        summary: 'Search ICD-10-CM diagnosis codes (from 4 characters)',
        querystring: icdSearchQuerySchema,
        response: { 200: z.array(icdCodeSchema) },
      },
    },
    (request) => searchIcdCodes(db, request.query.search),
  );

  api.get(
    '/physicians',
    {
      config: user,
      schema: {
        tags,
        summary: 'Physicians the caller may name in a condition',
        response: { 200: z.array(physicianSchema) },
      },
    },
    (request) => listPhysicians(db, requireActor(request)),
  );

  api.get(
    '/othervariables',
    {
      config: user,
      schema: {
        tags,
        summary: 'The variables of other conditions, their operators and values',
        response: { 200: z.array(otherVariableSchema) },
      },
    },
    (request) => listOtherVariables(db, requireActor(request)),
  );
}
