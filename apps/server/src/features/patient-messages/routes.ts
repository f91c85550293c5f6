import { patientMessageRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { listPatientMessages, sendPatientMessage } from './service.ts';

export function registerPatientMessageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, patientMessageRoutes.sendPatientMessage, (request) =>
    sendPatientMessage({
      db,
      actor: requireActor(request),
      patientId: request.params.id,
      form: request.body,
    }),
  );

  serve(api, patientMessageRoutes.patientMessages, (request) =>
    listPatientMessages({
      db,
      actor: requireActor(request),
      patientId: request.params.id,
      query: request.query,
    }),
  );
}
