import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import {
  EXPORT_KEEP_HOURS,
  purgeExpiredExports,
  scopeOf,
  SYSTEM_EXPORT_TYPES,
  type ExportFile,
  type ExportType,
} from './bulk-export.ts';
import { bloodPressurePanels } from './blood-pressure.ts';
import { deleteExportParts, ExportFileWriter } from './export-files.ts';
import { PATIENT_RESOURCE_SOURCES } from './clinical.ts';
import { everyObservation } from './observation.ts';
import { patientResource, patientColumns } from './patient.ts';
import { locations, organizations } from './places.ts';

export const FHIR_EXPORT_JOB = 'fhir-export';
export const FHIR_EXPORT_HOUSEKEEPING_JOB = 'fhir-export-housekeeping';

/**
 * Patients read and written per step: the memory an export holds is one step's resources (about
 * 550 Observations a patient at 120 days of the generic flavour).
 */
const PATIENTS_PER_STEP = 50;
/** A running export whose job has not reported for this long is taken over (its server died). */
const STALE_MINUTES = 5;

class ExportCancelled extends Error {}

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

type ClaimedExport = NonNullable<Awaited<ReturnType<typeof claimExport>>>;

/** Reports how far the export is; a cancelled export (its row deleted) stops here. */
async function reportProgress(db: Db, id: string, progress: number): Promise<void> {
  const updated = await db
    .updateTable('fhirExport')
    .set({ progress, heartbeatAt: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new ExportCancelled();
}

/** Writes the NDJSON files of one export: the patients of its scope, a step of them at a time. */
async function writeExport(db: Db, job: ClaimedExport, customer: Customer) {
  const types = new Set(job.types);
  const files = new Map<ExportType, ExportFileWriter>(
    SYSTEM_EXPORT_TYPES.filter((type) => types.has(type)).map((type) => [
      type,
      new ExportFileWriter(db, job.id, type),
    ]),
  );
  const write = async (type: ExportType, resources: readonly object[]) => {
    const file = files.get(type);
    if (file) for (const resource of resources) await file.write(resource);
  };
  // The scope the caller had at the kick-off, kept with the export (bulk-export.ts).
  const owner = { patientScope: scopeOf(job) };
  const reader = { scope: owner.patientScope, alertCategoryIds: job.alertCategoryIds };
  let inExport = patientsOf(db, owner).patients();
  if (job.clinicId !== null) {
    inExport = inExport.where(sql<boolean>`${job.clinicId}::int = any(patient.clinic_ids)`);
  }
  const { total } = await inExport
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let done = 0;
  let after = 0;
  try {
    for (;;) {
      const step = await patientColumns(inExport)
        .where('patient.id', '>', after)
        .orderBy('patient.id')
        .limit(PATIENTS_PER_STEP)
        .execute();
      if (step.length === 0) break;
      await write('Patient', step.map(patientResource));
      const ids = step.map((patient) => patient.id);
      if (types.has('Observation')) {
        // One query a patient: measured faster than one for the step (bench/README.md, $export).
        for (const id of ids) await write('Observation', await everyObservation(db, id, customer));
        await write('Observation', await bloodPressurePanels(db, ids));
      }
      for (const source of PATIENT_RESOURCE_SOURCES) {
        if (types.has(source.type)) await write(source.type, await source.ofPatients(db, ids, reader));
      }
      done += step.length;
      after = step[step.length - 1]?.id ?? after;
      await reportProgress(db, job.id, Number(total) === 0 ? 1 : done / Number(total));
    }
    if (job.clinicId === null) {
      await write('Organization', await organizations(db, owner));
      await write('Location', await locations(db, owner));
    }
  } finally {
    for (const file of files.values()) await file.close();
  }
  return [...files].flatMap(([type, file]): ExportFile[] =>
    file.count > 0 ? [{ type, count: file.count }] : [],
  );
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
