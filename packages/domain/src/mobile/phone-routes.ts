import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import {
  nightlyEntryBatchResultSchema,
  nightlyEntryBatchSchema,
  nightlyEntryCorrectionSchema,
  nightlyEntryListSchema,
  nightlyEntryRangeSchema,
  technicalErrorBatchResultSchema,
  technicalErrorBatchSchema,
} from './entries.ts';
import { MOBILE_LIMITS, MOBILE_MESSAGES } from './messages.ts';
import {
  messageAcknowledgementResultSchema,
  messageAcknowledgementSchema,
  mobileMessagesSchema,
} from './outbox.ts';
import {
  alarmTypeSchema,
  mobilePatientSchema,
  registrationOptionsQuerySchema,
  registrationOptionsSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from './registration.ts';
import { pairingCodeSchema, watchPairRequestSchema, watchPairResponseSchema } from './watch.ts';

/** The Idempotency-Key header every mobile write carries (docs/decisions/mobile-api.md#idempotency-keys). */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: MOBILE_MESSAGES.idempotencyKeyMissing })
    .regex(
      new RegExp(`^[\\x21-\\x7e]{1,${MOBILE_LIMITS.maxIdempotencyKeyLength}}$`),
      MOBILE_MESSAGES.idempotencyKeyFormat,
    )
    .describe('A new random value (a UUID) per request; the same value when the request is retried'),
});

const tags = ['mobile'];

/**
 * The patient-device API under /api/v1/mobile (docs/requirements/mobile.md#device-api): the phone
 * app's and the watch's wire, declared as the phone sends and reads it. Staff calls about devices
 * are `deviceRoutes`.
 */
export const mobileRoutes = {
  registrationOptions: {
    method: 'GET',
    path: '/mobile/registration-options',
    access: 'public',
    anonymous: true,
    tags,
    summary: 'Clinics, countries, alarm types and languages the registration form offers',
    query: registrationOptionsQuerySchema,
    answer: registrationOptionsSchema,
  },
  register: {
    method: 'POST',
    path: '/mobile/registration',
    access: 'public',
    anonymous: true,
    tags,
    summary: 'Register a child from the phone app; answers the phone’s credential (X-Auth-Token)',
    headers: idempotencyHeaders,
    body: registrationRequestSchema,
    status: 201,
    answer: registrationResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/mobile/me',
    access: 'device',
    tags,
    summary: 'The patient this device belongs to',
    answer: mobilePatientSchema,
  },
  recordNights: {
    method: 'POST',
    path: '/mobile/nightly-entries',
    access: 'device',
    tags,
    summary: 'Record one night or many; a night already recorded changes only with correction true',
    headers: idempotencyHeaders,
    body: nightlyEntryBatchSchema,
    answer: nightlyEntryBatchResultSchema,
  },
  correctNight: {
    method: 'PUT',
    path: '/mobile/nightly-entries/:night',
    access: 'device',
    tags,
    summary: 'Correct (or record) one night; the entry it replaces stays in the history',
    headers: idempotencyHeaders,
    // The night is checked with the body, as one entry, so its message is the batch's.
    params: z.object({ night: z.string() }),
    body: nightlyEntryCorrectionSchema,
    answer: nightlyEntryBatchResultSchema.shape.entries.element,
  },
  nights: {
    method: 'GET',
    path: '/mobile/nightly-entries',
    access: 'device',
    tags,
    summary: 'The current entry of each night in a range (default: the last 60 nights)',
    query: nightlyEntryRangeSchema,
    answer: nightlyEntryListSchema,
  },
  reportTechnicalErrors: {
    method: 'POST',
    path: '/mobile/technical-errors',
    access: 'device',
    tags,
    summary: 'Report technical errors of the alarm (one or many)',
    headers: idempotencyHeaders,
    body: technicalErrorBatchSchema,
    answer: technicalErrorBatchResultSchema,
  },
  messages: {
    method: 'GET',
    path: '/mobile/messages',
    access: 'device',
    tags,
    summary: 'Messages for this device not yet acknowledged, oldest first (at most 100)',
    answer: mobileMessagesSchema,
  },
  acknowledgeMessages: {
    method: 'POST',
    path: '/mobile/messages/acknowledgements',
    access: 'device',
    tags,
    summary:
      'Acknowledge messages as delivered or read (read implies delivered); repeating one changes nothing',
    body: messageAcknowledgementSchema,
    answer: messageAcknowledgementResultSchema,
  },
  watchPairingCode: {
    method: 'POST',
    path: '/mobile/watch/pairing-code',
    access: 'device',
    tags,
    summary: 'A pairing code for the patient’s watch (phone only); it voids any earlier code',
    status: 201,
    answer: pairingCodeSchema,
  },
  pairWatch: {
    method: 'POST',
    path: '/mobile/watch/pair',
    access: 'public',
    anonymous: true,
    tags,
    summary:
      'The watch exchanges a pairing code for its credential (X-Auth-Token); earlier watches are logged out',
    body: watchPairRequestSchema,
    status: 201,
    answer: watchPairResponseSchema,
  },
  // Staff, beside the registration's alarm types: the names of each per language.
  alarmTypes: {
    method: 'GET',
    path: '/alarm-types',
    access: 'USER_RIGHTS',
    tags: ['organizations'],
    summary: 'Alarm types with their names per language',
    answer: z.array(alarmTypeSchema),
  },
} as const satisfies RouteGroup;
