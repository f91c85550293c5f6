import { daysBetween } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { loadTreatmentHistories } from './load-histories.ts';
import { automaticOutcome } from './outcome-markup.ts';

/**
 * The task 'Automatic treatment outcome markup of patients': records the outcome of every
 * treatment that has ended by the rules of `automaticOutcome` and has none yet, as source
 * 'automatic'. An outcome staff recorded — before or while this runs — is never overwritten.
 */
export async function markTreatmentOutcomes(db: Db, today: string): Promise<number> {
  const histories = await loadTreatmentHistories(db, { withoutOutcome: true });
  const marks = histories.flatMap((history) => {
    // A night already recorded is known, even where the child's local day is ahead of UTC's.
    const nightsKnown = Math.max(daysBetween(history.firstNight, today), history.nights.length);
    const value = automaticOutcome(history, nightsKnown);
    return value === null ? [] : [{ patientId: history.patientId, value }];
  });
  if (marks.length === 0) return 0;
  const { rows } = await sql<{ patientId: number }>`
    insert into treatment_outcome (patient_id, value, source)
    select m.patient_id, m.value, 'automatic'
    from unnest(${marks.map((mark) => mark.patientId)}::int4[], ${marks.map((mark) => mark.value)}::int2[]) as m(patient_id, value)
    where not exists (select 1 from treatment_outcome o where o.patient_id = m.patient_id)
    returning patient_id`.execute(db);
  return rows.length;
}
