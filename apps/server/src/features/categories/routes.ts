import {
  acknowledgeAlertSchema,
  acknowledgedAnswerSchema,
  alertPatientsQuerySchema,
  alertPatientsSchema,
  categoryByNameQuerySchema,
  categoryDetailsSchema,
  categoryPanelSchema,
  categoryPatientsQuerySchema,
  categoryPatientsSchema,
  categoryPrioritiesSchema,
  idParamSchema,
  idParamsSchema,
  ruleBasedCategoryFormSchema,
  ruleBasedCategorySchema,
  utcToday,
} from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { acknowledgeAlert } from './acknowledgements.ts';
import {
  alertPatientsJson,
  categoryDetailsByName,
  categoryPatientsByName,
  categoryPatientsPage,
  listPanels,
} from './panels.ts';
import { listPriorities, savePriorities } from './priorities.ts';
import { findCategories } from './read.ts';
import { suggestedCategories } from './suggested.ts';
import { deleteCategory, saveCategory, setCategorySwitch, type CategorySwitch } from './write.ts';

const tags = ['categories'];
const nameParams = z.object({ name: z.string().min(1).max(200) });
const switchParams = z.object({
  id: idParamSchema,
  flag: z.enum(['true', 'false']).transform((flag) => flag === 'true'),
});
const user = { access: 'USER_RIGHTS' } as const;

export function registerRuleBasedCategoryRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const { customer } = config;
  // Statuses, ages and day counts on the UTC day, as the patients list counts them.
  const caller = (request: FastifyRequest) => ({
    db,
    customer,
    actor: requireActor(request),
    today: utcToday(),
  });

  api.get(
    '/patients/:id/ai-suggested-categories',
    {
      config: user,
      schema: {
        tags,
        summary:
          'The suggested categories the patient is in today, each with the conditions that put them there',
        params: idParamsSchema,
        response: { 200: z.array(ruleBasedCategorySchema) },
      },
    },
    (request) => suggestedCategories(db, { ...caller(request), patientId: request.params.id }),
  );

  api.get(
    '/rule-based-categories',
    {
      config: user,
      schema: {
        tags,
        summary: 'The rule-based categories the caller sees, with their conditions',
        response: { 200: z.array(ruleBasedCategorySchema) },
      },
    },
    (request) => findCategories(db, requireActor(request)),
  );

  api.post(
    '/rule-based-categories',
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a rule-based category, or change one (with idruleBasedCategoryUser)',
        body: ruleBasedCategoryFormSchema,
        response: { 200: ruleBasedCategorySchema },
      },
    },
    (request) => saveCategory({ ...caller(request), form: request.body }),
  );

  api.delete(
    '/rule-based-categories/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete a rule-based category',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCategory({ ...caller(request), categoryId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/rule-based-categories/patients',
    {
      config: user,
      schema: {
        tags,
        summary: 'The category panels in the caller’s order, with how many patients each holds',
        response: { 200: z.array(categoryPanelSchema) },
      },
    },
    (request) => listPanels(caller(request)),
  );

  api.post(
    '/patients/:id/alert-acknowledgements',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Acknowledge the patient’s alert in one alert category, or in every one they are in: it stops counting in ALERTS until the snooze ends or the patient’s data change',
        params: idParamsSchema,
        body: acknowledgeAlertSchema,
        response: { 200: acknowledgedAnswerSchema },
      },
    },
    async (request) => ({
      acknowledged: await acknowledgeAlert(db, {
        ...caller(request),
        patientId: request.params.id,
        body: request.body,
      }),
    }),
  );

  api.get(
    '/rule-based-categories/alert/patients',
    {
      config: user,
      schema: {
        tags,
        summary: 'The ALERTS count and its patients, highest AI risk first (all, or one page with pageSize)',
        querystring: alertPatientsQuerySchema,
        response: { 200: alertPatientsSchema },
      },
    },
    // Already JSON: sent as it is, not serialized again.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await alertPatientsJson({ ...caller(request), ...request.query })) as never),
  );

  api.get(
    '/rule-based-categories/patients/:name',
    {
      config: user,
      schema: {
        tags,
        summary: 'Every patient of the named category (withIcon: with the status columns of a variable page)',
        params: nameParams,
        querystring: categoryByNameQuerySchema,
        response: { 200: categoryPatientsSchema },
      },
    },
    (request) =>
      categoryPatientsByName({
        ...caller(request),
        name: request.params.name,
        window: request.query.window,
        withIcon: request.query.withIcon,
      }),
  );

  api.get(
    '/rule-based-categories/patients/:name/details',
    {
      config: user,
      schema: {
        tags,
        summary: 'The named category with its conditions and its patients',
        params: nameParams,
        querystring: categoryByNameQuerySchema,
        response: { 200: categoryDetailsSchema },
      },
    },
    (request) =>
      categoryDetailsByName({ ...caller(request), name: request.params.name, window: request.query.window }),
  );

  api.get(
    '/rule-based-categories/:id/patients',
    {
      config: user,
      schema: {
        tags,
        summary: 'One page of a category’s patients (6 by default, as a panel shows them)',
        params: idParamsSchema,
        querystring: categoryPatientsQuerySchema,
        response: { 200: categoryPatientsSchema },
      },
    },
    (request) =>
      categoryPatientsPage({ ...caller(request), categoryId: request.params.id, query: request.query }),
  );

  api.get(
    '/rulebasedcategoryuserpriorities',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s order of the category panels',
        response: { 200: categoryPrioritiesSchema },
      },
    },
    (request) => listPriorities(db, requireActor(request)),
  );

  api.post(
    '/rulebasedcategoryuserpriorities',
    {
      config: user,
      schema: {
        tags,
        summary: 'Replace the caller’s order of the category panels',
        body: categoryPrioritiesSchema,
        response: { 200: categoryPrioritiesSchema },
      },
    },
    (request) => savePriorities({ db, actor: requireActor(request), priorities: request.body }),
  );

  const switches: [string, CategorySwitch, string][] = [
    ['alert-category', 'alert', 'Make a category an alert category (its patients count in ALERTS), or not'],
    ['premium-feature-category', 'premium', 'Make a category a premium feature, or not'],
    ['suggest-category', 'suggested', 'Make a category a suggested action, or not'],
  ];
  for (const [path, which, summary] of switches) {
    api.post(
      `/app-admin/rule-based-categories/:id/${path}/:flag`,
      {
        config: { access: 'APPADMIN_RIGHTS' },
        schema: { tags, summary, params: switchParams, response: { 200: ruleBasedCategorySchema } },
      },
      (request) =>
        setCategorySwitch({
          db,
          actor: requireActor(request),
          categoryId: request.params.id,
          which,
          on: request.params.flag,
        }),
    );
  }
}
