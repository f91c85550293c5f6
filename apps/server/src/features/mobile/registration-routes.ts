import { mobileRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { serve } from '../../platform/contract.ts';
import { refreshDueSoon } from '../derived-data/index.ts';
import { sendKeyed } from './keyed-reply.ts';
import { mobilePatient } from './profile.ts';
import { registerPatient, registrationOptions } from './registration.ts';

/** Registration from the phone app, and the patient as their device sees them. */
export function registerRegistrationRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  serve(api, mobileRoutes.registrationOptions, (request) => registrationOptions(db, request.query.language));

  serve(
    api,
    mobileRoutes.register,
    async (request, reply) => {
      const response = await registerPatient(db, {
        form: request.body,
        key: request.headers['idempotency-key'],
        now: new Date(),
      });
      refreshDueSoon(db);
      return sendKeyed(reply, response);
    },
    // Public and creates a patient: a per-address limit keeps a script from filling a clinic.
    { config: { rateLimit: { max: config.mobileRegistrationsPerHour, timeWindow: '1 hour' } } },
  );

  serve(api, mobileRoutes.me, (request) => mobilePatient(db, requireDevice(request), new Date()));
}
