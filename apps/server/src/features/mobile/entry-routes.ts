import { MOBILE_MESSAGES, mobileRoutes, nightlyEntryInputSchema } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { serve } from '../../platform/contract.ts';
import { badRequest } from '../../platform/errors.ts';
import { refreshDueSoon } from '../derived-data/index.ts';
import { createEntryService } from './entries.ts';
import { sendKeyed } from './keyed-reply.ts';
import { readNightlyEntries } from './nightly-entries.ts';

/** Nightly entries and technical alarm errors from the phone or the watch. */
export function registerEntryRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;
  const entries = createEntryService(db);

  serve(api, mobileRoutes.recordNights, async (request, reply) => {
    const response = await entries.recordNights({
      device: requireDevice(request),
      key: request.headers['idempotency-key'],
      route: 'POST /mobile/nightly-entries',
      entries: request.body.entries,
    });
    refreshDueSoon(db);
    return sendKeyed(reply, response);
  });

  serve(api, mobileRoutes.correctNight, async (request, reply) => {
    const parsed = nightlyEntryInputSchema.safeParse({
      ...request.body,
      night: request.params.night,
      correction: true,
    });
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MOBILE_MESSAGES.night);
    const response = await entries.correctNight({
      device: requireDevice(request),
      key: request.headers['idempotency-key'],
      route: 'PUT /mobile/nightly-entries/:night',
      entry: parsed.data,
    });
    refreshDueSoon(db);
    return sendKeyed(reply, response);
  });

  serve(api, mobileRoutes.nights, (request) =>
    readNightlyEntries(db, { device: requireDevice(request), ...request.query, now: new Date() }),
  );

  serve(api, mobileRoutes.reportTechnicalErrors, async (request, reply) => {
    const response = await entries.reportTechnicalErrors({
      device: requireDevice(request),
      key: request.headers['idempotency-key'],
      route: 'POST /mobile/technical-errors',
      errors: request.body.errors,
    });
    refreshDueSoon(db);
    return sendKeyed(reply, response);
  });
}
