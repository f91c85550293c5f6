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
import { createEntryService } from './entries.ts';
import { idempotencyHeaders } from './idempotency.ts';
import { sendKeyed } from './keyed-reply.ts';
import { readNightlyEntries } from './nightly-entries.ts';

const tags = ['mobile'];

/** Nightly entries and technical alarm errors from the phone or the watch. */
export function registerEntryRoutes(api: Api, { database }: AppContext, nudge: () => void): void {
  const { db } = database;
  const entries = createEntryService(db);

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
      const response = await entries.recordNights({
        device: requireDevice(request),
        key: request.headers['idempotency-key'],
        route: 'POST /mobile/nightly-entries',
        entries: request.body.entries,
      });
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
      const response = await entries.reportTechnicalErrors({
        device: requireDevice(request),
        key: request.headers['idempotency-key'],
        route: 'POST /mobile/technical-errors',
        errors: request.body.errors,
      });
      nudge();
      return sendKeyed(reply, response);
    },
  );
}
