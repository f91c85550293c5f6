import {
  idParamsSchema,
  patientMessageFormSchema,
  patientMessageListQuerySchema,
  patientMessageListSchema,
  patientMessageSchema,
} from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { listPatientMessages, sendPatientMessage } from './service.ts';

const tags = ['patient messages'];
const patientParams = idParamsSchema;
// docs/requirements/roles-and-scope.md#who-may-do-what: the patient menu, and so sending messages, is for all staff.
const staff = { access: 'USER_RIGHTS' } as const;

export function registerPatientMessageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.post(
    '/patients/:id/patient-message',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Send a message to the patient’s phone and watch (app 2.1.7 or later)',
        params: patientParams,
        body: patientMessageFormSchema,
        response: { 200: patientMessageSchema },
      },
    },
    (request) =>
      sendPatientMessage({
        db,
        actor: requireActor(request),
        patientId: request.params.id,
        form: request.body,
      }),
  );

  api.get(
    '/patients/:id/patient-messages',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A page of the messages sent to the patient, newest first (3 by default)',
        params: patientParams,
        querystring: patientMessageListQuerySchema,
        response: { 200: patientMessageListSchema },
      },
    },
    (request) =>
      listPatientMessages({
        db,
        actor: requireActor(request),
        patientId: request.params.id,
        query: request.query,
      }),
  );
}
