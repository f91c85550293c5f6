import { interventionRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import {
  createPatientIntervention,
  listPatientInterventions,
  updatePatientIntervention,
} from './patient-interventions.ts';
import {
  createIntervention,
  deleteIntervention,
  listInterventionLanguages,
  saveInterventionLanguage,
  updateIntervention,
} from './catalogue.ts';
import { listInterventions } from './queries.ts';

/** docs/requirements/api.md#administration-calls: the intervention catalogue (read) and the `/intervention-patient/*` calls. */
export function registerInterventionRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, interventionRoutes.interventions, (request) =>
    listInterventions(db, requireActor(request).language),
  );

  serve(api, interventionRoutes.patientInterventions, (request) =>
    listPatientInterventions(db, { actor: requireActor(request), patientId: request.params.id }),
  );

  serve(api, interventionRoutes.createPatientIntervention, (request) =>
    createPatientIntervention(db, { actor: requireActor(request), input: request.body }),
  );

  serve(api, interventionRoutes.updatePatientIntervention, (request) =>
    updatePatientIntervention(db, { actor: requireActor(request), input: request.body }),
  );

  serve(api, interventionRoutes.createIntervention, (request) =>
    createIntervention(db, request.body, requireActor(request).language),
  );

  serve(api, interventionRoutes.updateIntervention, (request) =>
    updateIntervention(db, request.body, requireActor(request).language),
  );

  serve(api, interventionRoutes.deleteIntervention, (request) =>
    deleteIntervention(db, request.query.id, requireActor(request).language),
  );

  serve(api, interventionRoutes.interventionLanguages, () => listInterventionLanguages(db));

  serve(api, interventionRoutes.saveInterventionLanguage, (request) =>
    saveInterventionLanguage(db, request.body),
  );
}
