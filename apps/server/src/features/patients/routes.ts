import { patientListRoutes, patientRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { compiledSerializer } from '../../platform/compiled-serializer.ts';
import { serve } from '../../platform/contract.ts';
import { registerPatientActionRoutes } from './action-routes.ts';
import { listPatients } from './list-service.ts';
import { patientStatus } from './patient-status.ts';

export function registerPatientRoutes(api: Api, context: AppContext): void {
  const { database, config } = context;
  const { db } = database;

  serve(
    api,
    patientListRoutes.patientList,
    (request) =>
      listPatients(db, { actor: requireActor(request), customer: config.customer, query: request.query }),
    // A page is up to 500 rows of 10 statuses: zod would parse it again on every request.
    { serializerCompiler: compiledSerializer },
  );

  serve(api, patientRoutes.patientStatus, (request) =>
    patientStatus(db, {
      actor: requireActor(request),
      customer: config.customer,
      patientId: request.params.id,
    }),
  );

  registerPatientActionRoutes(api, context);
}
