import type { TechnicalError } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/** GET /patients/{id}/technical-errors: every technical alarm error of the patient, newest first. */
export async function listTechnicalErrors(
  db: Db,
  { actor, patientId }: { actor: Actor; patientId: number },
): Promise<TechnicalError[]> {
  await patientsOf(db, actor).require(patientId);
  return technicalErrors(db, { patientId });
}

/** The patient's technical errors, all of them or those of the nights from `from` to `to`. */
export async function technicalErrors(
  db: Db,
  { patientId, from, to }: { patientId: number; from?: string; to?: string },
): Promise<TechnicalError[]> {
  let query = db
    .selectFrom('technicalError')
    .leftJoin('appUser', 'appUser.id', 'technicalError.fixedBy')
    .select([
      'technicalError.id',
      'technicalError.night',
      'technicalError.occurredAt',
      'technicalError.text',
      'technicalError.fixed',
      'technicalError.fixedAt',
      'technicalError.source',
      'appUser.firstName',
      'appUser.lastName',
    ])
    .where('technicalError.patientId', '=', patientId);
  if (from !== undefined) query = query.where('technicalError.night', '>=', from);
  if (to !== undefined) query = query.where('technicalError.night', '<=', to);
  const rows = await query
    .orderBy('technicalError.occurredAt', 'desc')
    .orderBy('technicalError.id', 'desc')
    .execute();
  return rows.map((row) => ({
    idtechnicalError: row.id,
    night: row.night,
    occurredAt: isoInstant(row.occurredAt),
    technicalErrorText: row.text,
    technicalErrorFixed: row.fixed,
    fixedAt: row.fixedAt === null ? null : isoInstant(row.fixedAt),
    fixedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    source: row.source,
  }));
}

export const isoInstant = (instant: Date | string): string => new Date(instant).toISOString();
