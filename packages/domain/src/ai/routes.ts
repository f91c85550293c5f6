import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamsSchema } from '../integer-column.ts';
import { AI_TASK_MESSAGES } from './messages.ts';
import {
  aiFactorSchema,
  aiScoreCertaintySchema,
  aiVariableDataSchema,
  earlyTreatmentCheckSchema,
} from './predictions.ts';
import { aiModelCardSchema, aiTaskResultsSchema, aiTasksSetSchema, aiTaskStateSchema } from './tasks.ts';

const tags = ['ai'];
const user = 'USER_RIGHTS';

/** The AI's predictions as patient details, the AI chart and the AI factors chart read them (docs/requirements/ai.md#predictions). */
export const predictionRoutes = {
  aiVariableData: {
    method: 'GET',
    path: '/patients/:id/ai-variable-data',
    access: user,
    tags,
    summary: 'The patient’s eight AI values over time, newest first',
    params: idParamsSchema,
    answer: aiVariableDataSchema,
  },
  featureImportances: {
    method: 'GET',
    path: '/ai-scores/:id/feature-importances',
    access: user,
    tags,
    summary: 'What moved a prediction’s risk score: each feature’s contribution, largest first',
    params: idParamsSchema,
    answer: z.array(aiFactorSchema),
  },
  scoreCertainty: {
    method: 'GET',
    path: '/ai-scores/:id/certainty',
    access: user,
    tags,
    summary: 'How sure a risk score is: its 95 % range and the patients its model learned from',
    params: idParamsSchema,
    answer: aiScoreCertaintySchema,
  },
  checkEarlyTreatment: {
    method: 'PUT',
    path: '/patients/:id/check-early-treatment',
    access: user,
    tags,
    summary: 'Whether the patient already has a prediction that predicting again would replace',
    params: idParamsSchema,
    answer: earlyTreatmentCheckSchema,
  },
  predictTreatment: {
    method: 'PUT',
    path: '/patients/:id/predict-treatment',
    access: user,
    tags,
    summary: 'Remove the patient’s predictions and predict the treatment anew from all data so far',
    params: idParamsSchema,
    answer: earlyTreatmentCheckSchema,
  },
} as const satisfies RouteGroup;

// Control admin → AI Training (docs/requirements/ai.md#ai-training, docs/requirements/api.md#administration-calls): the product admin's.
const productAdmin = 'APPADMIN_RIGHTS';

/** The AI tasks the product admin starts, and the models they made. */
export const aiTaskRoutes = {
  aiTaskResults: {
    method: 'GET',
    path: '/ai-task-results/',
    access: productAdmin,
    tags,
    summary: 'When each AI task last completed',
    answer: aiTaskResultsSchema,
  },
  requestAiTasks: {
    method: 'POST',
    path: '/ai-tasks-set/',
    access: productAdmin,
    tags,
    summary: "Queue AI tasks; refused while one of them is queued or running, or if one is not the flavour's",
    body: aiTasksSetSchema,
    answer: z.object({ message: z.literal(AI_TASK_MESSAGES.submitted) }),
  },
  aiTaskStates: {
    method: 'GET',
    path: '/ai-tasks/state',
    access: productAdmin,
    tags,
    summary: 'Each AI task of the flavour: queued, running (with progress), last completed and last failed',
    answer: z.array(aiTaskStateSchema),
  },
  activeModels: {
    method: 'GET',
    path: '/ai-models/active',
    access: productAdmin,
    tags,
    summary: 'The AI model in use of each kind, with its held-out metrics',
    answer: z.array(aiModelCardSchema),
  },
} as const satisfies RouteGroup;
