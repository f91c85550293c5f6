import { categoryPanelRoutes, categoryRoutes, utcToday } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
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

  serve(api, categoryRoutes.suggestedCategories, (request) =>
    suggestedCategories(db, { ...caller(request), patientId: request.params.id }),
  );

  serve(api, categoryRoutes.ruleBasedCategories, (request) => findCategories(db, requireActor(request)));

  serve(api, categoryRoutes.saveCategory, (request) =>
    saveCategory({ ...caller(request), form: request.body }),
  );

  serve(api, categoryPanelRoutes.deleteCategory, async (request, reply) => {
    await deleteCategory({ ...caller(request), categoryId: request.params.id });
    return reply.status(204).send(null);
  });

  serve(api, categoryPanelRoutes.categoryPanels, (request) => listPanels(caller(request)));

  serve(api, categoryRoutes.acknowledgeAlert, async (request) => ({
    acknowledged: await acknowledgeAlert(db, {
      ...caller(request),
      patientId: request.params.id,
      body: request.body,
    }),
  }));

  // Already JSON: sent as it is, not serialized again.
  serve(api, categoryPanelRoutes.alertPatients, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await alertPatientsJson({ ...caller(request), ...request.query })),
  );

  serve(api, categoryPanelRoutes.categoryPatientsByName, (request) =>
    categoryPatientsByName({
      ...caller(request),
      name: request.params.name,
      window: request.query.window,
      withIcon: request.query.withIcon,
    }),
  );

  serve(api, categoryRoutes.categoryDetailsByName, (request) =>
    categoryDetailsByName({ ...caller(request), name: request.params.name, window: request.query.window }),
  );

  serve(api, categoryPanelRoutes.categoryPatients, (request) =>
    categoryPatientsPage({ ...caller(request), categoryId: request.params.id, query: request.query }),
  );

  serve(api, categoryPanelRoutes.panelOrder, (request) => listPriorities(db, requireActor(request)));

  serve(api, categoryPanelRoutes.savePanelOrder, (request) =>
    savePriorities({ db, actor: requireActor(request), priorities: request.body }),
  );

  const switches: [typeof categoryRoutes.alertSwitch, CategorySwitch][] = [
    [categoryRoutes.alertSwitch, 'alert'],
    [categoryRoutes.premiumSwitch, 'premium'],
    [categoryRoutes.suggestedSwitch, 'suggested'],
  ];
  for (const [route, which] of switches) {
    serve(api, route, (request) =>
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
