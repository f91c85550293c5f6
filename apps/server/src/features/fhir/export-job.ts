import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { EXPORT_KEEP_HOURS, purgeExpiredExports } from './bulk-export.ts';
import { deleteExportParts } from './export-files.ts';
import { ExportCancelled, writeExport } from './export-writer.ts';

export const FHIR_EXPORT_JOB = 'fhir-export';
export const FHIR_EXPORT_HOUSEKEEPING_JOB = 'fhir-export-housekeeping';

/** A running export whose job has not reported for this long is taken over (its server died). */
const STALE_MINUTES = 5;

/** Claims the oldest queued export (or one whose runner died), or undefined. */
async function claimExport(db: Db) {
  return db
    .updateTable('fhirExport')
    .set({ status: 'running', heartbeatAt: sql`now()`, progress: 0 })
    .where(
      'id',
      '=',
      db
        .selectFrom('fhirExport')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('status', '=', 'queued'),
            eb.and([
              eb('status', '=', 'running'),
              eb('heartbeatAt', '<=', sql<Date>`now() - make_interval(mins => ${STALE_MINUTES})`),
            ]),
          ]),
        )
        .orderBy('createdAt')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Runs every queued export, one at a time; an export that fails is kept as failed until it expires. */
export async function runQueuedExports(options: { db: Db; customer: Customer }): Promise<string[]> {
  const { db, customer } = options;
  const ran: string[] = [];
  for (let job = await claimExport(db); job !== undefined; job = await claimExport(db)) {
    await deleteExportParts(db, job.id);
    const expires = sql<Date>`now() + make_interval(hours => ${EXPORT_KEEP_HOURS})`;
    try {
      const files = await writeExport(db, job, customer);
      await db
        .updateTable('fhirExport')
        .set({
          status: 'completed',
          progress: 1,
          files: JSON.stringify(files),
          finishedAt: sql`now()`,
          expiresAt: expires,
        })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      await deleteExportParts(db, job.id);
      if (!(error instanceof ExportCancelled)) {
        await db
          .updateTable('fhirExport')
          .set({
            status: 'failed',
            error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
            finishedAt: sql`now()`,
            expiresAt: expires,
          })
          .where('id', '=', job.id)
          .execute();
      }
    }
    ran.push(job.id);
  }
  return ran;
}

/**
 * Writes the queued exports. The kick-off sends this job at once; the schedule picks up an export
 * whose server stopped before (the kick-off is a row, so it survives restarts).
 */
export const fhirExportJob = (options: { db: Db; customer: Customer }): JobDefinition => ({
  name: FHIR_EXPORT_JOB,
  cron: '* * * * *',
  run: async () => {
    await runQueuedExports(options);
  },
});

/** Deletes the exports (rows and files) kept EXPORT_KEEP_HOURS after they finished. */
export const fhirExportHousekeepingJob = (options: { db: Db }): JobDefinition => ({
  name: FHIR_EXPORT_HOUSEKEEPING_JOB,
  cron: '41 * * * *',
  run: async () => {
    await purgeExpiredExports(options.db);
  },
});
