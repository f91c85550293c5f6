import { predictionRoutes } from '@vigil/domain';
import type { AppContext } from '../../../app-context.ts';
import type { Api } from '../../../platform/api.ts';
import { requireActor } from '../../../platform/auth/actor.ts';
import { serve } from '../../../platform/contract.ts';
import { predictTreatmentAgain } from '../treatment/predict-again.ts';
import { aiVariableData, earlyTreatmentCheck, featureImportances, scoreCertainty } from './read.ts';

/** The AI's predictions as patient details, the AI chart and the AI factors chart read them (docs/requirements/ai.md#predictions). */
export function registerPredictionRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  serve(api, predictionRoutes.aiVariableData, (request) =>
    aiVariableData(db, { actor: requireActor(request), patientId: request.params.id }),
  );

  serve(api, predictionRoutes.featureImportances, (request) =>
    featureImportances(db, { actor: requireActor(request), predictionId: request.params.id }),
  );

  serve(api, predictionRoutes.scoreCertainty, (request) =>
    scoreCertainty(db, { actor: requireActor(request), predictionId: request.params.id }),
  );

  serve(api, predictionRoutes.checkEarlyTreatment, (request) =>
    earlyTreatmentCheck(db, { actor: requireActor(request), patientId: request.params.id }),
  );

  serve(api, predictionRoutes.predictTreatment, (request) =>
    predictTreatmentAgain(db, {
      actor: requireActor(request),
      patientId: request.params.id,
      customer: config.customer,
    }),
  );
}
