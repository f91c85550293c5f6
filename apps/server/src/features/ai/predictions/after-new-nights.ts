import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { predictTreatments } from '../treatment/predict.ts';

/**
 * Nights recorded since a child's latest prediction that call for a new one at once: more than a
 * usual morning brings (a phone back online, a week entered late). One night waits for the daily run.
 */
export const BULK_NIGHTS = 2;

/**
 * Predicts again, as of today, the children among `patientIds` whose phone brought BULK_NIGHTS or
 * more nights since their latest prediction (or who have none yet): so a sync after days offline
 * shows in the AI columns within a minute, not the next morning. Returns how many were predicted.
 */
export async function predictAfterNewNights(
  db: Db,
  patientIds: readonly number[],
  now = new Date(),
): Promise<number> {
  if (patientIds.length === 0) return 0;
  const { rows } = await sql<{ id: number }>`
    select p.id from unnest(${[...patientIds]}::int[]) as p(id)
    where (select count(*) from nightly_entry e
           where e.patient_id = p.id and e.superseded_at is null
             and e.recorded_at > coalesce((select max(a.created_at) from ai_prediction a where a.patient_id = p.id),
                                          '-infinity'::timestamptz)) >= ${BULK_NIGHTS}`.execute(db);
  if (rows.length === 0) return 0;
  return predictTreatments(db, {
    today: now.toISOString().slice(0, 10),
    now,
    patientIds: rows.map((row) => row.id),
  });
}
