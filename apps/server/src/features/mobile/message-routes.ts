import {
  messageAcknowledgementResultSchema,
  messageAcknowledgementSchema,
  mobileMessagesSchema,
} from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireDevice } from '../../platform/auth/devices.ts';
import { acknowledge, pendingMessages } from '../patient-messages/index.ts';

const tags = ['mobile'];

/**
 * The device's outbox: category messages delivered to its channel (phone or watch) and the
 * messages staff sent, until the device acknowledges them. Receipts are what staff see as
 * delivered and read.
 */
export function registerMessageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/mobile/messages',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary: 'Messages for this device not yet acknowledged, oldest first (at most 100)',
        response: { 200: mobileMessagesSchema },
      },
    },
    async (request) => {
      const device = requireDevice(request);
      return { messages: await pendingMessages(db, device.patientId, device.kind) };
    },
  );

  api.post(
    '/mobile/messages/acknowledgements',
    {
      config: { access: 'device' },
      schema: {
        tags,
        summary:
          'Acknowledge messages as delivered or read (read implies delivered); repeating one changes nothing',
        body: messageAcknowledgementSchema,
        response: { 200: messageAcknowledgementResultSchema },
      },
    },
    async (request) => {
      const device = requireDevice(request);
      const { ids, kind } = request.body;
      return { acknowledged: await acknowledge(db, device.patientId, device.kind, ids, kind) };
    },
  );
}
