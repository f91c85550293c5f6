import {
  aiFactorSchema,
  aiScoreCertaintySchema,
  aiVariableDataSchema,
  earlyTreatmentCheckSchema,
  idParamsSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import type { Api } from '../../../platform/api.ts';
import { requireActor } from '../../../platform/auth/actor.ts';
import { predictTreatmentAgain } from '../treatment/predict-again.ts';
import { aiVariableData, earlyTreatmentCheck, featureImportances, scoreCertainty } from './read.ts';

const tags = ['ai'];
const user = { access: 'USER_RIGHTS' } as const;

/** The AI's predictions as patient details, the AI chart and the AI factors chart read them (docs/requirements/ai.md#predictions). */
export function registerPredictionRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  api.get(
    '/patients/:id/ai-variable-data',
    {
      config: user,
      schema: {
        tags,
        summary: 'The patient’s eight AI values over time, newest first',
        params: idParamsSchema,
        response: { 200: aiVariableDataSchema },
      },
    },
    (request) => aiVariableData(db, { actor: requireActor(request), patientId: request.params.id }),
  );

  api.get(
    '/ai-scores/:id/feature-importances',
    {
      config: user,
      schema: {
        tags,
        summary: 'What moved a prediction’s risk score: each feature’s contribution, largest first',
        params: idParamsSchema,
        response: { 200: z.array(aiFactorSchema) },
      },
    },
    (request) => featureImportances(db, { actor: requireActor(request), predictionId: request.params.id }),
  );

  api.get(
    '/ai-scores/:id/certainty',
    {
      config: user,
      schema: {
        tags,
        summary: 'How sure a risk score is: its 95 % range and the patients its model learned from',
        params: idParamsSchema,
        response: { 200: aiScoreCertaintySchema },
      },
    },
    (request) => scoreCertainty(db, { actor: requireActor(request), predictionId: request.params.id }),
  );

  api.put(
    '/patients/:id/check-early-treatment',
    {
      config: user,
      schema: {
        tags,
        summary: 'Whether the patient already has a prediction that predicting again would replace',
        params: idParamsSchema,
        response: { 200: earlyTreatmentCheckSchema },
      },
    },
    (request) => earlyTreatmentCheck(db, { actor: requireActor(request), patientId: request.params.id }),
  );

  api.put(
    '/patients/:id/predict-treatment',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove the patient’s predictions and predict the treatment anew from all data so far',
        params: idParamsSchema,
        response: { 200: earlyTreatmentCheckSchema },
      },
    },
    (request) =>
      predictTreatmentAgain(db, {
        actor: requireActor(request),
        patientId: request.params.id,
        customer: config.customer,
      }),
  );
}
