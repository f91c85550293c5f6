import {
  mobilePatientSchema,
  registrationOptionsQuerySchema,
  registrationOptionsSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { idempotencyHeaders } from './idempotency.ts';
import { sendKeyed } from './keyed-reply.ts';
import { mobilePatient } from './profile.ts';
import { registerPatient, registrationOptions } from './registration.ts';

const tags = ['mobile'];

/** Registration from the phone app, and the patient as their device sees them. */
export function registerRegistrationRoutes(
  api: Api,
  { database, config }: AppContext,
  nudge: () => void,
): void {
  const { db } = database;

  api.get(
    '/mobile/registration-options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Clinics, countries, alarm types and languages the registration form offers',
        security: [],
        querystring: registrationOptionsQuerySchema,
        response: { 200: registrationOptionsSchema },
      },
    },
    (request) => registrationOptions(db, request.query.language),
  );

  api.post(
    '/mobile/registration',
    {
      // Public and creates a patient: a per-address limit keeps a script from filling a clinic.
      config: {
        access: 'public',
        rateLimit: { max: config.mobileRegistrationsPerHour, timeWindow: '1 hour' },
      },
      schema: {
        tags,
        summary: 'Register a child from the phone app; answers the phone’s credential (X-Auth-Token)',
        security: [],
        headers: idempotencyHeaders,
        body: registrationRequestSchema,
        response: { 201: registrationResponseSchema },
      },
    },
    async (request, reply) => {
      const response = await registerPatient(db, {
        form: request.body,
        key: request.headers['idempotency-key'],
        now: new Date(),
      });
      nudge();
      return sendKeyed(reply, response);
    },
  );

  api.get(
    '/mobile/me',
    {
      config: { access: 'device' },
      schema: { tags, summary: 'The patient this device belongs to', response: { 200: mobilePatientSchema } },
    },
    (request) => mobilePatient(db, requireDevice(request), new Date()),
  );
}
