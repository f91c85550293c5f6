import type { MessageChannel, OutboxAcknowledgement, OutboxMessage } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The patient's phone and watch outboxes (docs/requirements/category-messages.md#delivery, Phone app and watch): the category messages
 * delivered to the channel and the messages staff sent, until the device reports them.
 * The mobile API calls these for the patient its device token names; they check nothing else.
 */

/** How many messages one fetch returns at most; the device fetches again after acknowledging. */
export const OUTBOX_PAGE = 100;

/**
 * The messages of `channel` the device has not fetched yet, oldest first, at most `limit`.
 * Ids are 'category-<delivery id>' or 'patient-<message id>', to be passed back to acknowledge.
 */
export async function pendingMessages(
  db: Db,
  patientId: number,
  channel: MessageChannel,
  { limit = OUTBOX_PAGE }: { limit?: number } = {},
): Promise<OutboxMessage[]> {
  const staff = staffColumns(channel);
  const { rows } = await sql<{
    kind: 'category' | 'patient';
    rowId: number;
    title: string;
    text: string;
    createdAt: Date | string;
  }>`
    select * from (
      select 'category' as kind, delivery.id as row_id, message.message_title as title,
        message.message_text as text, delivery.created_at
      from category_message_delivery delivery
      join category_message message
        on message.uuid = delivery.message_uuid and message.version = delivery.message_version
      where delivery.patient_id = ${patientId} and delivery.channel = ${channel}
        and delivery.delivered_at is null
      union all
      select 'patient', staff.id, staff.title, staff.text, staff.created_at
      from patient_message staff
      where staff.patient_id = ${patientId} and ${sql.ref(`staff.${staff.delivered}`)} is null
    ) pending
    order by created_at, kind, row_id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: `${row.kind}-${row.rowId}`,
    kind: row.kind,
    title: row.title,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/**
 * Records that the device fetched ('delivered') or opened ('read', which implies fetched) the
 * messages with these ids on `channel`. Ids of another patient or unknown ids are ignored, and
 * repeating an acknowledgement keeps the first time. Returns how many of the ids were the patient's.
 */
export async function acknowledge(
  db: Db,
  patientId: number,
  channel: MessageChannel,
  ids: readonly string[],
  kind: OutboxAcknowledgement,
): Promise<number> {
  const deliveryIds = rowIds(ids, 'category');
  const messageIds = rowIds(ids, 'patient');
  const now = new Date();
  let acknowledged = 0;
  if (deliveryIds.length > 0) {
    const result = await db
      .updateTable('categoryMessageDelivery')
      .set((eb) => ({
        deliveredAt: eb.fn.coalesce('deliveredAt', sql<Date>`${now}::timestamptz`),
        ...(kind === 'read' ? { readAt: eb.fn.coalesce('readAt', sql<Date>`${now}::timestamptz`) } : {}),
      }))
      .where('patientId', '=', patientId)
      .where('channel', '=', channel)
      .where('id', 'in', deliveryIds)
      .executeTakeFirst();
    acknowledged += Number(result.numUpdatedRows);
  }
  if (messageIds.length > 0) {
    const staff = staffColumns(channel);
    const result = await db
      .updateTable('patientMessage')
      .set((eb) => ({
        [staff.delivered]: eb.fn.coalesce(staff.delivered, sql<Date>`${now}::timestamptz`),
        ...(kind === 'read'
          ? { [staff.read]: eb.fn.coalesce(staff.read, sql<Date>`${now}::timestamptz`) }
          : {}),
      }))
      .where('patientId', '=', patientId)
      .where('id', 'in', messageIds)
      .executeTakeFirst();
    acknowledged += Number(result.numUpdatedRows);
  }
  return acknowledged;
}

/** The patient_message columns of a channel. */
function staffColumns(channel: MessageChannel) {
  return channel === 'phone'
    ? ({ delivered: 'phoneDeliveredAt', read: 'phoneReadAt' } as const)
    : ({ delivered: 'watchDeliveredAt', read: 'watchReadAt' } as const);
}

/** The row ids of one kind among outbox ids; anything else is not ours and is skipped. */
function rowIds(ids: readonly string[], kind: OutboxMessage['kind']): number[] {
  const prefix = `${kind}-`;
  return ids
    .filter((id) => id.startsWith(prefix))
    .map((id) => Number(id.slice(prefix.length)))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
