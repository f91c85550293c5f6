import { deviceRoutes, mobileRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { serve } from '../../platform/contract.ts';
import { alarmTypes } from './registration.ts';
import { createPairingCode, logOutWatch, pairWatch } from './watch.ts';

/** Watch pairing from the phone, and the staff calls about devices (docs/requirements/mobile.md#watch). */
export function registerWatchRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, mobileRoutes.watchPairingCode, async (request, reply) =>
    reply.status(201).send(await createPairingCode(db, requireDevice(request))),
  );

  serve(api, mobileRoutes.pairWatch, async (request, reply) =>
    reply.status(201).send(await pairWatch(db, { ...request.body, now: new Date() })),
  );

  serve(api, deviceRoutes.logOutWatch, async (request) => {
    await logOutWatch(db, { actor: requireActor(request), patientId: request.params.id });
    return { message: 'Patient logged out' };
  });

  serve(api, mobileRoutes.alarmTypes, () => alarmTypes(db));
}
