import { z } from 'zod';
import { OUTBOX_ACKNOWLEDGEMENTS, outboxMessageIdSchema, outboxMessageSchema } from '../messages/outbox.ts';
import { integerColumnSchema } from '../ids.ts';

/** GET /mobile/messages: the device's messages not yet acknowledged, oldest first (at most 100). */
export const mobileMessagesSchema = z.object({ messages: z.array(outboxMessageSchema) });

const RECEIPTS = 'Send the ids of 1 to 500 messages';

/**
 * POST /mobile/messages/acknowledgements: the device received (delivered) or showed (read) these
 * messages; read implies delivered. Repeating one keeps the first time, so it needs no key.
 */
export const messageAcknowledgementSchema = z.object({
  ids: z.array(outboxMessageIdSchema, { error: RECEIPTS }).min(1, RECEIPTS).max(500, RECEIPTS),
  kind: z.enum(OUTBOX_ACKNOWLEDGEMENTS, { error: 'kind must be delivered or read' }),
});
export type MessageAcknowledgementRequest = z.infer<typeof messageAcknowledgementSchema>;

export const messageAcknowledgementResultSchema = z.object({
  /** How many of the ids were this patient's messages on this device's channel. */
  acknowledged: integerColumnSchema,
});
