import { AI_TASK_MESSAGES, aiTaskRoutes } from '@vigil/domain';
import type { AppContext } from '../../../app-context.ts';
import type { Api } from '../../../platform/api.ts';
import { requireActor } from '../../../platform/auth/actor.ts';
import { serve } from '../../../platform/contract.ts';
import { activeModelCards } from '../models/cards.ts';
import { aiTaskResults, aiTaskStates, requestAiTasks } from './task-state.ts';

/** Control admin → AI Training (docs/requirements/ai.md#ai-training, docs/requirements/api.md#administration-calls): the product admin starts the AI tasks. */
export function registerAiTaskRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  serve(api, aiTaskRoutes.aiTaskResults, () => aiTaskResults(db));

  serve(api, aiTaskRoutes.requestAiTasks, async (request) => {
    await requestAiTasks(db, request.body, {
      userId: requireActor(request).userId,
      customer: config.customer,
    });
    return { message: AI_TASK_MESSAGES.submitted };
  });

  serve(api, aiTaskRoutes.aiTaskStates, () => aiTaskStates(db, config.customer));
  serve(api, aiTaskRoutes.activeModels, () => activeModelCards(db));
}
