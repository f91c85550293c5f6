import type { PatientCategoryMessage } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * GET /patients/{id}/category-messages: every category message the patient was sent, newest
 * first, one row per channel, with when the phone or watch fetched and read it.
 */
export async function listPatientCategoryMessages(
  db: Db,
  { actor, patientId }: { actor: Actor; patientId: number },
): Promise<PatientCategoryMessage[]> {
  await patientsOf(db, actor).require(patientId);
  const rows = await db
    .selectFrom('categoryMessageDelivery as delivery')
    .innerJoin('categoryMessage as message', (join) =>
      join
        .onRef('message.uuid', '=', 'delivery.messageUuid')
        .onRef('message.version', '=', 'delivery.messageVersion'),
    )
    // Names of categories the reader does not see (another user's private ones) stay theirs.
    .leftJoin('ruleBasedCategory as ruleBased', (join) =>
      join
        .onRef('ruleBased.id', '=', 'message.ruleBasedCategoryId')
        .on((eb) =>
          eb.or([eb('ruleBased.createdBy', 'is', null), eb('ruleBased.createdBy', '=', actor.userId)]),
        ),
    )
    .leftJoin('customUserCategory as custom', (join) =>
      join.onRef('custom.id', '=', 'message.customUserCategoryId').on('custom.userId', '=', actor.userId),
    )
    .select((eb) => [
      'delivery.id',
      'delivery.channel',
      'delivery.slot',
      'delivery.dueAt',
      'delivery.createdAt',
      'delivery.deliveredAt',
      'delivery.readAt',
      'message.id as messageId',
      'message.version',
      'message.messageTitle',
      'message.messageText',
      eb.fn.coalesce('ruleBased.name', 'custom.name').as('categoryName'),
    ])
    .where('delivery.patientId', '=', patientId)
    .orderBy('delivery.createdAt', 'desc')
    .orderBy('delivery.id', 'desc')
    .execute();
  return rows.map((row) => ({
    iddelivery: row.id,
    idcategoryMessage: row.messageId,
    version: row.version,
    categoryName: row.categoryName,
    messageTitle: row.messageTitle,
    messageText: row.messageText,
    channel: row.channel,
    slot: row.slot,
    dueAt: iso(row.dueAt),
    createdAt: iso(row.createdAt),
    deliveredAt: isoOrNull(row.deliveredAt),
    readAt: isoOrNull(row.readAt),
  }));
}
