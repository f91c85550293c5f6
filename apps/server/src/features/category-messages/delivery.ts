import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isMemberOf, messageAudience, ruleBasedMembers, type PrecomputedMembers } from './members.ts';
import { lockMessage, type CategoryMessageRecord } from './queries.ts';
import { patientData, unsafeEveryPatient } from '../../platform/access/patient-data.ts';

export interface DeliveryOptions {
  /** The instant the run stands for: which slots are due, and each patient's local day. */
  readonly now: Date;
  /** Send at once to every current member, whatever the hour (the editor's send-now). */
  readonly sendNow?: boolean;
  /** What a run has looked up once for all its messages. */
  readonly run?: RunContext;
}

/** Looked up once per run rather than once per message. */
interface RunContext {
  readonly members: PrecomputedMembers;
  readonly unknownZones: readonly string[];
}

export interface DeliveryRun {
  /** Enabled messages looked at. */
  readonly messages: number;
  /** Deliveries queued (one per patient, slot and channel). */
  readonly deliveries: number;
}

/**
 * One delivery run over every enabled message (docs/requirements/category-messages.md#delivery): each member of the message's category
 * who speaks its language and whose send hour has come today in their own time zone gets one
 * delivery per channel — once per message version, or once a day with sendMoreThanOnce.
 *
 * Safe to repeat and to run on several servers at once: the unique key of a delivery slot turns a
 * second insert into nothing, and a per-message lock keeps once-only messages once. A missed run
 * is caught up by the next one the same local day (the slot stays due until the patient's
 * midnight); a version saved after today's send hour starts tomorrow.
 */
export async function runDeliveries(db: Db, { now }: { now: Date }): Promise<DeliveryRun> {
  const messages = await db
    .selectFrom('categoryMessage')
    .select(['uuid', 'ruleBasedCategoryId'])
    .where('supersededAt', 'is', null)
    .where('isEnabled', '=', true)
    .orderBy('id')
    .execute();
  const categoryIds = new Set(messages.flatMap((message) => message.ruleBasedCategoryId ?? []));
  const run: RunContext = {
    // Should the batch fail, each message evaluates its own category below, so one category the
    // engine cannot evaluate fails its own messages only (and the run, afterwards).
    members: await ruleBasedMembers(db, [...categoryIds], now).catch(() => new Map<number, number[]>()),
    unknownZones: await unknownTimeZones(db),
  };
  let deliveries = 0;
  const failures: unknown[] = [];
  for (const { uuid } of messages) {
    // One message failing (say, a category whose conditions cannot be evaluated) must not hold
    // back everyone else's; the run still fails afterwards so the job is retried and logged.
    try {
      deliveries += await deliverMessage(db, uuid, { now, run });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} category messages failed`);
  return { messages: messages.length, deliveries };
}

/**
 * Queues the due deliveries of one message (the current version of `uuid`) and marks the version
 * sent when any were queued. Runs in the caller's transaction, or in one of its own.
 */
export async function deliverMessage(db: Db, uuid: string, options: DeliveryOptions): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => deliverMessage(trx, uuid, options));
  await lockMessage(db, uuid);
  const message = await db
    .selectFrom('categoryMessage')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('supersededAt', 'is', null)
    .executeTakeFirst();
  if (!message?.isEnabled) return 0;
  const queued = await insertDueDeliveries(db, message, options);
  if (queued > 0 && !message.sentToPatients) {
    await db
      .updateTable('categoryMessage')
      .set({ sentToPatients: true })
      .where('id', '=', message.id)
      .execute();
  }
  return queued;
}

async function insertDueDeliveries(
  db: Db,
  message: CategoryMessageRecord,
  { now, sendNow = false, run }: DeliveryOptions,
): Promise<number> {
  const channels = [
    ...(message.sendToMobile ? ['phone'] : []),
    ...(message.sendToSmartwatch ? ['watch'] : []),
  ];
  if (channels.length === 0) return 0;
  const category = {
    categoryType: message.categoryType,
    categoryId: message.ruleBasedCategoryId ?? message.customUserCategoryId ?? 0,
  };
  const audience = await messageAudience(db, category);
  const ruleBased =
    category.categoryType === 'RULE_BASED'
      ? (run?.members.get(category.categoryId) ??
        (await ruleBasedMembers(db, [category.categoryId], now)).get(category.categoryId)!)
      : [];
  const unknownZones = run?.unknownZones ?? (await unknownTimeZones(db));
  const members = patientData(db, unsafeEveryPatient('a message goes to the members its audience sets'))
    .patients()
    .select(['patient.id', zoneOf(unknownZones).as('tz')])
    .where('patient.language', '=', message.language)
    .where('patient.inactive', '=', false)
    .where(isMemberOf(category, audience, ruleBased));
  const at = sql`${now.toISOString()}::timestamptz`;
  const version = sql`${message.version}::integer`;
  const messageUuid = sql`${message.uuid}::uuid`;
  const result = await sql`
    insert into category_message_delivery (message_uuid, message_version, patient_id, slot, channel, due_at)
    select ${messageUuid}, ${version}, due.id, due.slot, channel.name, due.due_at
    from (
      select local.id, local.slot,
        case when ${sendNow}::boolean then ${at}
          else (local.slot + make_time(${message.hoursWhenToSend}::integer, 0, 0)) at time zone local.tz
        end as due_at
      from (select member.id, member.tz, (${at} at time zone member.tz)::date as slot
            from ${members} member) local
    ) due
    cross join (values ('phone'), ('watch')) channel (name)
    where channel.name in (${sql.join(channels)})
      and (${sendNow}::boolean
        or (due.due_at <= ${at} and due.due_at >= ${new Date(message.createdAt).toISOString()}::timestamptz))
      -- The watch outbox only for a watch that is paired now: nothing waits for a watch that never comes.
      and (channel.name = 'phone' or exists (
        select 1 from patient_device watch
        where watch.patient_id = due.id and watch.kind = 'watch' and watch.revoked_at is null))
      and (${message.sendMoreThanOnce}::boolean or not exists (
        select 1 from category_message_delivery earlier
        where earlier.message_uuid = ${messageUuid} and earlier.message_version = ${version}
          and earlier.patient_id = due.id and earlier.channel = channel.name))
    on conflict on constraint category_message_delivery_once do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * The patients' time zones PostgreSQL does not know (usually none). They count as UTC, so one bad
 * row cannot stop a run; looking them up once keeps the slow zone catalogue out of every statement.
 */
async function unknownTimeZones(db: Db): Promise<string[]> {
  const { rows } = await sql<{ timezone: string }>`
    select distinct timezone from patient
    where timezone not in (select name from pg_timezone_names)`.execute(db);
  return rows.map((row) => row.timezone);
}

function zoneOf(unknownZones: readonly string[]) {
  if (unknownZones.length === 0) return sql<string>`patient.timezone`;
  return sql<string>`case when patient.timezone in (${sql.join(unknownZones)}) then 'UTC' else patient.timezone end`;
}
