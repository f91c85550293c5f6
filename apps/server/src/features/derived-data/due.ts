import { sql, type OnConflictBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { devicePatient } from '../../platform/access/patient-data.ts';

/** Patients refreshed together at most; the recompute's own batch size. */
const CLAIM_LIMIT = 5000;
/** A claim this old was lost with its server (a crash mid-recompute); another server takes it. */
const LOST_CLAIM = '5 minutes';

/**
 * Marks the patient's derived data due from `fromNight` on (the earliest night the write
 * changed; today only when absent), in the caller's transaction. With `firstEntry` (new nightly
 * entries, the earliest of their nights) the same statement also moves the patient's first entry
 * day and last entry time, and the days are recomputed from that night on.
 */
export async function markPatientDue(
  trx: Db,
  patientId: number,
  { firstEntry, fromNight = firstEntry }: { firstEntry?: string; fromNight?: string } = {},
): Promise<void> {
  // Asked again while a worker recomputes: that worker leaves the row for the next round, which
  // starts at the earlier of the two nights.
  const askAgain = (conflict: OnConflictBuilder<DB, 'derivedVariablesDue'>) =>
    conflict.column('patientId').doUpdateSet({
      requestedAt: sql<Date>`clock_timestamp()`,
      claimedAt: null,
      fromNight: sql<string>`least(derived_variables_due.from_night, excluded.from_night)`,
    });
  if (firstEntry === undefined) {
    await trx
      .insertInto('derivedVariablesDue')
      .values({ patientId, fromNight: fromNight ?? null })
      .onConflict(askAgain)
      .execute();
    return;
  }
  await trx
    .with('touched', (db) =>
      devicePatient(db, patientId)
        .update()
        .set({
          firstEntryDate: sql<string>`least(first_entry_date, ${firstEntry}::date)`,
          lastEntryAt: sql<Date>`now()`,
        })
        .returning('id'),
    )
    .insertInto('derivedVariablesDue')
    .columns(['patientId', 'fromNight'])
    .expression((db) =>
      db.selectFrom('touched').select(['id', sql<string>`${firstEntry}::date`.as('fromNight')]),
    )
    .onConflict(askAgain)
    .execute();
}

/**
 * markPatientDue for many patients as one step of a larger statement (a data-modifying WITH):
 * marks every row of `rows`, a relation of that statement with the columns `id` (the patient) and
 * `first_night` (the earliest night its write changed).
 */
export function markPatientsDueFrom(rows: string): RawBuilder<unknown> {
  return sql`insert into derived_variables_due (patient_id, from_night) select id, first_night from ${sql.table(rows)}
    on conflict (patient_id) do update set requested_at = clock_timestamp(), claimed_at = null,
      from_night = least(derived_variables_due.from_night, excluded.from_night)`;
}

/** A patient claimed for a round: when it was marked, and the earliest night to recompute from. */
export interface DuePatient {
  readonly patientId: number;
  /** As text: a JavaScript Date would drop its microseconds, and the release compares it exactly. */
  readonly requestedAt: string;
  readonly fromNight: string | null;
}

/**
 * Claims up to CLAIM_LIMIT patients due, oldest mark first: rows another worker holds are left to
 * it, unless its claim is lost. Fewer than CLAIM_LIMIT means none was left.
 */
export async function claimDuePatients(db: Db): Promise<{ claimed: DuePatient[]; more: boolean }> {
  const { rows } = await sql<DuePatient>`
    update derived_variables_due set claimed_at = clock_timestamp()
    where patient_id in (
      select patient_id from derived_variables_due
      where claimed_at is null or claimed_at < now() - ${LOST_CLAIM}::interval
      order by requested_at limit ${CLAIM_LIMIT}
      for update skip locked)
    returning patient_id, requested_at::text, from_night`.execute(db);
  return { claimed: rows, more: rows.length === CLAIM_LIMIT };
}

/** Ends the claims of a round; rows marked again meanwhile have a new requested_at and stay for the next. */
export async function releaseDuePatients(db: Db, claimed: readonly DuePatient[]): Promise<void> {
  await sql`
    delete from derived_variables_due due
    using unnest(${claimed.map((row) => row.patientId)}::int[], ${claimed.map((row) => row.requestedAt)}::timestamptz[])
      as done(patient_id, requested_at)
    where due.patient_id = done.patient_id and due.requested_at = done.requested_at`.execute(db);
}
