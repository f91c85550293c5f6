import { Readable } from 'node:stream';
import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';
import { chunk } from '../../platform/chunks.ts';
import { scopeOf, SYSTEM_EXPORT_TYPES, type ExportFile, type ExportType } from './bulk-export.ts';
import { PATIENT_RESOURCE_SOURCES } from './clinical.ts';
import { ExportFileWriter } from './export-files.ts';
import { observationLines, type Lines } from './observation-lines.ts';
import { patientColumns, patientResource } from './patient.ts';
import { locations, organizations } from './places.ts';

/** Patients whose resources other than Observations are read and written per step. */
const PATIENTS_PER_STEP = 50;
/**
 * Patients whose Observations one statement reads (about 640 a patient at 120 days of the generic
 * flavour, written by the database as one text), and statements under way at once, so that the
 * database writes some while Node stores others (bench/README.md, `$export`).
 */
const OBSERVATION_PATIENTS_PER_READ = 10;
const OBSERVATION_READS_AT_ONCE = 3;
/** How often a running export reports its progress, which is also its runner's heartbeat. */
const REPORT_EVERY_MS = 1_000;

/** A cancelled export: its row was deleted while it ran. */
export class ExportCancelled extends Error {}

type ExportRow = {
  readonly id: string;
  readonly types: readonly string[];
  readonly patientScope: unknown;
  readonly alertCategoryIds: readonly number[];
  readonly clinicId: number | null;
};

/**
 * How far an export is: each of its lanes (the Observations, the other types) counts the patients
 * it wrote, and the least of them is reported at most every REPORT_EVERY_MS. A cancelled export
 * (its row deleted) stops here.
 */
class Progress {
  private readonly done = new Map<string, number>();
  private reportedAt = Date.now();

  constructor(
    private readonly db: Db,
    private readonly exportId: string,
    private readonly total: number,
    lanes: readonly string[],
  ) {
    for (const lane of lanes) this.done.set(lane, 0);
  }

  async add(lane: string, patients: number): Promise<void> {
    this.done.set(lane, (this.done.get(lane) ?? 0) + patients);
    if (Date.now() - this.reportedAt < REPORT_EVERY_MS) return;
    this.reportedAt = Date.now();
    const least = Math.min(...this.done.values());
    const updated = await this.db
      .updateTable('fhirExport')
      .set({ progress: this.total === 0 ? 1 : least / this.total, heartbeatAt: sql`now()` })
      .where('id', '=', this.exportId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new ExportCancelled();
  }
}

/**
 * Writes the NDJSON files of one export: the patients of its scope in id order. The Observations
 * (nearly all of the export) run beside the other types, each written as it comes.
 */
export async function writeExport(db: Db, job: ExportRow, customer: Customer): Promise<ExportFile[]> {
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
  const ids = (await inExport.select('patient.id').orderBy('patient.id').execute()).map((row) => row.id);
  const observations = files.get('Observation');
  const progress = new Progress(
    db,
    job.id,
    ids.length,
    observations ? ['others', 'observations'] : ['others'],
  );
  // One lane failing stops the other.
  const abort = new AbortController();
  const stopOnFailure = (lane: Promise<void>) =>
    lane.catch((error: unknown) => {
      abort.abort();
      throw error;
    });

  const others = async () => {
    for (const step of chunk(ids, PATIENTS_PER_STEP)) {
      if (abort.signal.aborted) return;
      if (files.has('Patient')) {
        const patients = await patientColumns(inExport)
          .where('patient.id', 'in', step)
          .orderBy('patient.id')
          .execute();
        await write('Patient', patients.map(patientResource));
      }
      for (const source of PATIENT_RESOURCE_SOURCES) {
        if (types.has(source.type)) await write(source.type, await source.ofPatients(db, step, reader));
      }
      await progress.add('others', step.length);
    }
    if (job.clinicId === null) {
      await write('Organization', await organizations(db, owner));
      await write('Location', await locations(db, owner));
    }
  };
  const everyObservation = async (file: ExportFileWriter) => {
    const reads = Readable.from(chunk(ids, OBSERVATION_PATIENTS_PER_READ)).map(
      async (some: number[]) => ({
        patients: some.length,
        lines: await observationLines(db, some, customer),
      }),
      { concurrency: OBSERVATION_READS_AT_ONCE, signal: abort.signal },
    );
    for await (const read of reads) {
      const { patients, lines } = read as { patients: number; lines: Lines };
      await file.writeLines(lines.ndjson, lines.count);
      await progress.add('observations', patients);
    }
  };

  const lanes = [
    stopOnFailure(others()),
    ...(observations ? [stopOnFailure(everyObservation(observations))] : []),
  ];
  const failed = (await Promise.allSettled(lanes)).flatMap((lane) =>
    lane.status === 'rejected' ? [lane.reason as unknown] : [],
  );
  if (failed.length > 0) {
    // The parts stored so far are deleted with the failed export (runQueuedExports).
    for (const file of files.values()) await file.abandon();
    // The first failure, not the other lane's stop.
    throw failed.find((error) => !(error instanceof Error && error.name === 'AbortError')) ?? failed[0];
  }
  for (const file of files.values()) await file.close();
  return [...files].flatMap(([type, file]): ExportFile[] =>
    file.count > 0 ? [{ type, count: file.count }] : [],
  );
}
