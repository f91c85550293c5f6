import {
  idParamsSchema,
  patientListQuerySchema,
  patientListResponseSchema,
  patientStatusRowSchema,
} from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { compiledSerializer } from '../../platform/compiled-serializer.ts';
import { registerPatientActionRoutes } from './action-routes.ts';
import { listPatients } from './list-service.ts';
import { patientStatus } from './patient-status.ts';

const tags = ['patients'];
const patientParams = idParamsSchema;

export function registerPatientRoutes(api: Api, context: AppContext): void {
  const { database, config } = context;
  const { db } = database;

  api.get(
    '/patients/status',
    {
      config: { access: 'USER_RIGHTS' },
      // A page is up to 500 rows of 10 statuses: zod would parse it again on every request.
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        summary: 'One page of the patients list with statuses',
        querystring: patientListQuerySchema,
        response: { 200: patientListResponseSchema },
      },
    },
    (request) =>
      listPatients(db, { actor: requireActor(request), customer: config.customer, query: request.query }),
  );

  api.get(
    '/patients/:id/status',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'One patient’s status for every variable of the flavour',
        params: patientParams,
        response: { 200: patientStatusRowSchema },
      },
    },
    (request) =>
      patientStatus(db, {
        actor: requireActor(request),
        customer: config.customer,
        patientId: request.params.id,
      }),
  );

  registerPatientActionRoutes(api, context);
}
