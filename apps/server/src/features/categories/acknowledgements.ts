import type { acknowledgeAlertSchema } from '@vigil/domain';
import {
  ALERT_SHARABLE_TYPE,
  MAX_SNOOZE_DAYS,
  type AlertAcknowledgement,
  type CategoryAcknowledgement,
  type Customer,
  type ShownAcknowledgement,
  CATALOGUE,
} from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import { callerReach, patientsOf } from '../../platform/access/patient-data.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { visibleTo } from './access.ts';
import { categoriesMembers, prepareMembership } from './membership.ts';

/*
 * Acknowledged alerts (docs/decisions/categories.md#an-acknowledged-alert; table alert_acknowledgement,
 * migration 0053). The rule is the domain's acknowledgementHolds; `heldFor` is that rule in SQL,
 * the one place the server applies it.
 */

/**
 * True when an acknowledgement of the patient's membership of the category holds at `now`: its
 * snooze, if any, has not ended and no entry came after it (acknowledgementHolds).
 */
export function heldFor(patientId: RawBuilder<unknown>, categoryId: RawBuilder<unknown>, now: Date) {
  return sql<boolean>`exists (select 1 from alert_acknowledgement ack
    join patient acked on acked.id = ack.patient_id
    where ack.patient_id = ${patientId} and ack.category_id = ${categoryId}
      and (ack.snooze_until is null or ack.snooze_until > ${now.toISOString()}::timestamptz)
      and (acked.last_entry_at is null or acked.last_entry_at <= ack.acknowledged_at))`;
}

/**
 * True when some of the alert categories (an SQL array of ids) the patient is in has no
 * acknowledgement that holds: the patient counts in ALERTS.
 */
export function alertStands(
  patientId: RawBuilder<unknown>,
  alertCategoryIds: RawBuilder<unknown>,
  now: Date,
) {
  return sql<boolean>`exists (select 1 from unnest(${alertCategoryIds}) standing(id)
    where not ${heldFor(patientId, sql`standing.id`, now)})`;
}

/** The alert categories the actor sees, as a query of ids. */
export function alertCategoriesOf(db: Db, actor: Actor) {
  return db
    .selectFrom('ruleBasedCategory')
    .select('ruleBasedCategory.id')
    .where(visibleTo(actor))
    .where('ruleBasedCategory.sharableType', '=', ALERT_SHARABLE_TYPE);
}

/**
 * POST /patients/{id}/alert-acknowledgements: the patient's alert acknowledged by the caller now,
 * in one alert category or in every one the patient is in; the answer lists what was acknowledged.
 */
export async function acknowledgeAlert(
  db: Db,
  options: {
    actor: Actor;
    customer: Customer;
    patientId: number;
    today: string;
    body: z.output<typeof acknowledgeAlertSchema>;
    now?: Date;
  },
): Promise<AlertAcknowledgement[]> {
  const { actor, patientId, body, today, now = new Date() } = options;
  await patientsOf(db, actor).require(patientId);
  if (body.snoozeUntil !== null) {
    const until = new Date(body.snoozeUntil).getTime();
    if (until <= now.getTime()) throw badRequest(CATALOGUE.acknowledgement.snoozePast);
    if (until > now.getTime() + MAX_SNOOZE_DAYS * 24 * 3600 * 1000)
      throw badRequest(CATALOGUE.acknowledgement.snoozeTooLong);
  }
  const alerts = alertCategoriesOf(db, actor);
  const prepared = await prepareMembership(db, alerts, { today, now });
  const memberships = await categoriesMembers(db, alerts, { reach: callerReach(actor), prepared })
    .where('membership.patientId', '=', patientId)
    .execute();
  const inAlerts = memberships.map((row) => row.categoryId);
  if (body.categoryId !== undefined && !inAlerts.includes(body.categoryId))
    throw badRequest(CATALOGUE.acknowledgement.notInAlert);
  const categories = body.categoryId === undefined ? inAlerts : [body.categoryId];
  if (categories.length === 0) throw badRequest(CATALOGUE.acknowledgement.noAlert);
  const reviewer = db
    .selectFrom('appUser')
    .select(sql<string>`btrim(app_user.first_name || ' ' || app_user.last_name)`.as('name'))
    .where('appUser.id', '=', actor.userId);
  const rows = await db
    .insertInto('alertAcknowledgement')
    .values(
      categories.map((categoryId) => ({
        patientId,
        categoryId,
        acknowledgedAt: now,
        acknowledgedBy: actor.userId,
        acknowledgerName: sql<string>`coalesce((${reviewer}), ${actor.username})`,
        comment: body.comment,
        snoozeUntil: body.snoozeUntil === null ? null : new Date(body.snoozeUntil),
      })),
    )
    .returning([
      'categoryId',
      'acknowledgedAt',
      'acknowledgedBy',
      'acknowledgerName',
      'comment',
      'snoozeUntil',
    ])
    .execute();
  return rows
    .map((row) => ({
      categoryId: row.categoryId,
      at: new Date(row.acknowledgedAt).toISOString(),
      iduser: row.acknowledgedBy,
      name: row.acknowledgerName,
      comment: row.comment,
      snoozeUntil: row.snoozeUntil === null ? null : new Date(row.snoozeUntil).toISOString(),
    }))
    .sort((a, b) => a.categoryId - b.categoryId);
}

const isoText = (instant: RawBuilder<unknown>) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The patient's latest acknowledgement in any of the categories (an SQL array of ids), as the JSON
 * of a ShownAcknowledgement (who, when, comment, snooze, and whether it holds now), or null: what
 * the ALERTS dialog and an alert category's panel show beside the patient. One index lookup
 * (alert_acknowledgement_patient_idx) per patient and category.
 */
export function latestAcknowledgementJson(
  patientId: RawBuilder<unknown>,
  categoryIds: RawBuilder<unknown>,
  now: Date,
) {
  return sql<ShownAcknowledgement | null>`(select json_build_object('at', ${isoText(sql`ack.acknowledged_at`)},
      'name', ack.acknowledger_name, 'comment', ack.comment,
      'snoozeUntil', case when ack.snooze_until is null then null else ${isoText(sql`ack.snooze_until`)} end,
      'holds', (ack.snooze_until is null or ack.snooze_until > ${now.toISOString()}::timestamptz)
        and (acked.last_entry_at is null or acked.last_entry_at <= ack.acknowledged_at))
    from unnest(${categoryIds}) category(id)
    cross join lateral (select * from alert_acknowledgement latest
      where latest.patient_id = ${patientId} and latest.category_id = category.id
      order by latest.acknowledged_at desc limit 1) ack
    join patient acked on acked.id = ack.patient_id
    order by ack.acknowledged_at desc, ack.id desc limit 1)`;
}

/** The latest acknowledgement of each of the patients in one alert category (its panel). */
export async function latestAcknowledgementsIn(
  db: Db,
  categoryId: number,
  patientIds: readonly number[],
  now = new Date(),
): Promise<CategoryAcknowledgement[]> {
  if (patientIds.length === 0) return [];
  const { rows } = await sql<{ idpatient: number; acknowledged: ShownAcknowledgement | null }>`
    select listed.id as idpatient,
      ${latestAcknowledgementJson(sql`listed.id`, sql`array[${categoryId}::int]`, now)} as acknowledged
    from unnest(${idArray(patientIds)}) listed(id)`.execute(db);
  return rows.flatMap(({ idpatient, acknowledged }) =>
    acknowledged ? [{ idpatient, ...acknowledged }] : [],
  );
}
