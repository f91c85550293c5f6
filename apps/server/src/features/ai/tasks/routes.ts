import {
  AI_TASK_MESSAGES,
  aiModelCardSchema,
  aiTaskResultsSchema,
  aiTasksSetSchema,
  aiTaskStateSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import type { Api } from '../../../platform/api.ts';
import { requireActor } from '../../../platform/auth/actor.ts';
import { activeModelCards } from '../models/cards.ts';
import { aiTaskResults, aiTaskStates, requestAiTasks } from './task-state.ts';

const tags = ['ai'];
const productAdmin = { access: 'APPADMIN_RIGHTS' } as const;

/** Control admin → AI Training (docs/requirements/ai.md#ai-training, docs/requirements/api.md#administration-calls): the product admin starts the AI tasks. */
export function registerAiTaskRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  api.get(
    '/ai-task-results/',
    {
      config: productAdmin,
      schema: { tags, summary: 'When each AI task last completed', response: { 200: aiTaskResultsSchema } },
    },
    () => aiTaskResults(db),
  );

  api.post(
    '/ai-tasks-set/',
    {
      config: productAdmin,
      schema: {
        tags,
        summary:
          "Queue AI tasks; refused while one of them is queued or running, or if one is not the flavour's",
        body: aiTasksSetSchema,
        response: { 200: z.object({ message: z.literal(AI_TASK_MESSAGES.submitted) }) },
      },
    },
    async (request) => {
      await requestAiTasks(db, request.body, {
        userId: requireActor(request).userId,
        customer: config.customer,
      });
      return { message: AI_TASK_MESSAGES.submitted };
    },
  );

  api.get(
    '/ai-tasks/state',
    {
      config: productAdmin,
      schema: {
        tags,
        summary:
          'Each AI task of the flavour: queued, running (with progress), last completed and last failed',
        response: { 200: z.array(aiTaskStateSchema) },
      },
    },
    () => aiTaskStates(db, config.customer),
  );

  api.get(
    '/ai-models/active',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'The AI model in use of each kind, with its held-out metrics',
        response: { 200: z.array(aiModelCardSchema) },
      },
    },
    () => activeModelCards(db),
  );
}
