import {
  alarmTypeSchema,
  deviceRoutes,
  pairingCodeSchema,
  watchPairRequestSchema,
  watchPairResponseSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { serve } from '../../platform/contract.ts';
import { alarmTypes } from './registration.ts';
import { createPairingCode, logOutWatch, pairWatch } from './watch.ts';

const tags = ['mobile'];

/** Watch pairing from the phone, and the staff calls about devices (docs/requirements/mobile.md#watch). */
export function registerWatchRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.post(
    '/mobile/watch/pairing-code',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary: 'A pairing code for the patient’s watch (phone only); it voids any earlier code',
        response: { 201: pairingCodeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createPairingCode(db, requireDevice(request))),
  );

  api.post(
    '/mobile/watch/pair',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The watch exchanges a pairing code for its credential (X-Auth-Token); earlier watches are logged out',
        security: [],
        body: watchPairRequestSchema,
        response: { 201: watchPairResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pairWatch(db, { ...request.body, now: new Date() })),
  );

  serve(api, deviceRoutes.logOutWatch, async (request) => {
    await logOutWatch(db, { actor: requireActor(request), patientId: request.params.id });
    return { message: 'Patient logged out' };
  });

  api.get(
    '/alarm-types',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags: ['organizations'],
        summary: 'Alarm types with their names per language',
        response: { 200: z.array(alarmTypeSchema) },
      },
    },
    () => alarmTypes(db),
  );
}
