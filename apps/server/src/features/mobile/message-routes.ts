import { mobileRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { serve } from '../../platform/contract.ts';
import { acknowledge, pendingMessages } from '../patient-messages/index.ts';

/**
 * The device's outbox: category messages delivered to its channel (phone or watch) and the
 * messages staff sent, until the device acknowledges them. Receipts are what staff see as
 * delivered and read.
 */
export function registerMessageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, mobileRoutes.messages, async (request) => {
    const device = requireDevice(request);
    return { messages: await pendingMessages(db, device.patientId, device.kind) };
  });

  serve(api, mobileRoutes.acknowledgeMessages, async (request) => {
    const device = requireDevice(request);
    const { ids, kind } = request.body;
    return { acknowledged: await acknowledge(db, device.patientId, device.kind, ids, kind) };
  });
}
