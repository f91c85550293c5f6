import { z } from 'zod';

/** What a phone or watch fetches: category deliveries and staff messages alike, oldest first. */
export const OUTBOX_MESSAGE_KINDS = ['category', 'patient'] as const;
export type OutboxMessageKind = (typeof OUTBOX_MESSAGE_KINDS)[number];

/** An outbox id names its kind and row: 'category-12' (a delivery) or 'patient-7' (a staff message). */
export const outboxMessageIdSchema = z
  .string()
  .regex(/^(category|patient)-[1-9]\d{0,17}$/, 'Unknown message id');

export const outboxMessageSchema = z.object({
  id: outboxMessageIdSchema,
  kind: z.enum(OUTBOX_MESSAGE_KINDS),
  title: z.string(),
  text: z.string(),
  /** When it was queued for the device. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** What a device reports about messages it got: fetched (delivered) or opened (read). */
export const OUTBOX_ACKNOWLEDGEMENTS = ['delivered', 'read'] as const;
export type OutboxAcknowledgement = (typeof OUTBOX_ACKNOWLEDGEMENTS)[number];
