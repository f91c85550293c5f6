import {
  technicalErrorTimeProblem,
  type TechnicalErrorBatchResult,
  type TechnicalErrorReport,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Device } from '../../platform/auth/devices.ts';
import { badRequest } from '../../platform/errors.ts';
import { markPatientDue } from '../derived-data/index.ts';

/** The checks that need the patient's time zone but no stored data; throws 400 with the first problem. */
export function checkTechnicalErrors(
  errors: readonly TechnicalErrorReport[],
  device: Device,
  now: Date,
): void {
  for (const report of errors) {
    const problem = technicalErrorTimeProblem(report, device.timezone, now);
    if (problem) throw badRequest(problem);
  }
}

type ErrorRow = { id: number; night: string; occurredAt: Date | string; text: string; fixed: boolean };

/**
 * Stores the alarm's technical errors in the caller's transaction. An error already stored (same
 * night, time and text), or repeated in the batch, is not stored twice: a phone that re-sends
 * its log without the key does not double the TECHERR count.
 */
export async function recordTechnicalErrors(
  trx: Db,
  { device, errors, key }: { device: Device; errors: readonly TechnicalErrorReport[]; key: string },
): Promise<TechnicalErrorBatchResult> {
  const existing = await trx
    .selectFrom('technicalError')
    .select(['id', 'night', 'occurredAt', 'text', 'fixed'])
    .where('patientId', '=', device.patientId)
    .where(
      'night',
      'in',
      errors.map((report) => report.night),
    )
    .execute();
  const known = new Map<string, ErrorRow>(existing.map((row) => [identity(row), row]));
  const fresh = new Map<string, TechnicalErrorReport>();
  errors.forEach((report) => {
    const id = identity(report);
    if (!known.has(id) && !fresh.has(id)) fresh.set(id, report);
  });
  if (fresh.size > 0) {
    const inserted = await trx
      .insertInto('technicalError')
      .values(
        [...fresh.values()].map((report, index) => ({
          patientId: device.patientId,
          night: report.night,
          occurredAt: report.occurredAt,
          text: report.text,
          source: device.kind,
          idempotencyKey: `${key} ${index}`,
        })),
      )
      .returning(['id', 'night', 'occurredAt', 'text', 'fixed'])
      .execute();
    for (const row of inserted) known.set(identity(row), row);
    // TECHERR counts the errors of the 14-night window: the days from the earliest night on change.
    const fromNight = [...fresh.values()].map((report) => report.night).sort()[0];
    await markPatientDue(trx, device.patientId, { fromNight });
  }
  const createdIds = new Set<number>();
  return {
    errors: errors.map((report) => {
      const row = known.get(identity(report))!;
      const isNew = fresh.has(identity(report)) && !createdIds.has(row.id);
      createdIds.add(row.id);
      return {
        id: row.id,
        night: row.night,
        occurredAt: new Date(row.occurredAt).toISOString(),
        text: row.text,
        fixed: row.fixed,
        outcome: isNew ? 'created' : 'unchanged',
      };
    }),
  };
}

function identity(error: { night: string; occurredAt: Date | string; text: string }): string {
  return `${error.night} ${new Date(error.occurredAt).getTime()} ${error.text}`;
}
