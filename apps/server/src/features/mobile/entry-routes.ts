import {
  MOBILE_MESSAGES,
  nightlyEntryBatchResultSchema,
  nightlyEntryBatchSchema,
  nightlyEntryCorrectionSchema,
  nightlyEntryInputSchema,
  nightlyEntryListSchema,
  nightlyEntryRangeSchema,
  technicalErrorBatchResultSchema,
  technicalErrorBatchSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { badRequest } from '../../platform/errors.ts';
import { idempotencyHeaders, runOnce } from './idempotency.ts';
import { sendKeyed } from './keyed-reply.ts';
import { createNewNightsWriter } from './new-nights.ts';
import { checkNightlyEntries, readNightlyEntries, recordNightlyEntries } from './nightly-entries.ts';
import { checkTechnicalErrors, recordTechnicalErrors } from './technical-errors.ts';

const tags = ['mobile'];

/** Nightly entries and technical alarm errors from the phone or the watch. */
export function registerEntryRoutes(api: Api, { database }: AppContext, nudge: () => void): void {
  const { db } = database;
  const newNights = createNewNightsWriter(db);

  api.post(
    '/mobile/nightly-entries',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary: 'Record one night or many; a night already recorded changes only with correction true',
        headers: idempotencyHeaders,
        body: nightlyEntryBatchSchema,
        response: { 200: nightlyEntryBatchResultSchema },
      },
    },
    async (request, reply) => {
      const device = requireDevice(request);
      const key = request.headers['idempotency-key'];
      const { entries } = request.body;
      checkNightlyEntries(entries, device, new Date());
      const keyed = {
        scope: `patient:${device.patientId}`,
        patientId: device.patientId,
        key,
        route: 'POST /mobile/nightly-entries',
        body: request.body,
      };
      const response =
        (await newNights.record({ device, entries, request: keyed })) ??
        (await runOnce(db, keyed, {
          run: async (trx) => {
            const result = await recordNightlyEntries(trx, { device, entries, key });
            return { status: 200, body: result, stored: result };
          },
        }));
      nudge();
      return sendKeyed(reply, response);
    },
  );

  api.put(
    '/mobile/nightly-entries/:night',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary: 'Correct (or record) one night; the entry it replaces stays in the history',
        headers: idempotencyHeaders,
        params: z.object({ night: z.string() }),
        body: nightlyEntryCorrectionSchema,
        response: { 200: nightlyEntryBatchResultSchema.shape.entries.element },
      },
    },
    async (request, reply) => {
      const device = requireDevice(request);
      const key = request.headers['idempotency-key'];
      const parsed = nightlyEntryInputSchema.safeParse({
        ...request.body,
        night: request.params.night,
        correction: true,
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MOBILE_MESSAGES.night);
      const entry = parsed.data;
      checkNightlyEntries([entry], device, new Date());
      const response = await runOnce(
        db,
        {
          scope: `patient:${device.patientId}`,
          patientId: device.patientId,
          key,
          route: 'PUT /mobile/nightly-entries/:night',
          body: entry,
        },
        {
          run: async (trx) => {
            const [result] = (await recordNightlyEntries(trx, { device, entries: [entry], key })).entries;
            return { status: 200, body: result!, stored: result! };
          },
        },
      );
      nudge();
      return sendKeyed(reply, response);
    },
  );

  api.get(
    '/mobile/nightly-entries',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary: 'The current entry of each night in a range (default: the last 60 nights)',
        querystring: nightlyEntryRangeSchema,
        response: { 200: nightlyEntryListSchema },
      },
    },
    (request) =>
      readNightlyEntries(db, { device: requireDevice(request), ...request.query, now: new Date() }),
  );

  api.post(
    '/mobile/technical-errors',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary: 'Report technical errors of the alarm (one or many)',
        headers: idempotencyHeaders,
        body: technicalErrorBatchSchema,
        response: { 200: technicalErrorBatchResultSchema },
      },
    },
    async (request, reply) => {
      const device = requireDevice(request);
      const key = request.headers['idempotency-key'];
      const { errors } = request.body;
      checkTechnicalErrors(errors, device, new Date());
      const response = await runOnce(
        db,
        {
          scope: `patient:${device.patientId}`,
          patientId: device.patientId,
          key,
          route: 'POST /mobile/technical-errors',
          body: request.body,
        },
        {
          run: async (trx) => {
            const result = await recordTechnicalErrors(trx, { device, errors, key });
            return { status: 200, body: result, stored: result };
          },
        },
      );
      nudge();
      return sendKeyed(reply, response);
    },
  );
}
