import { sql } from 'kysely';
import { flavourOf, type Customer } from '@vigil/domain';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transactions.ts';
import { addBedwettingPatient } from './bedwetting-rows.ts';
import { addGenericPatient, loadMeasuredVariableIds } from './generic-rows.ts';
import { epochDay } from './model/calendar.ts';
import {
  forPatient,
  generateBedwettingPatient,
  generateGenericPatient,
  type MeasuredVariable,
} from './model/index.ts';
import { dayNumber, placePatient, type ClinicTarget } from './placement.ts';
import { ensureReferenceData } from './reference-data.ts';
import {
  COUNTED_TABLES,
  createDemoRows,
  emptyCounts,
  flushDemoRows,
  type DemoRows,
  type RowCounts,
} from './rows.ts';

export interface WritePatientsOptions {
  customer: Customer;
  seed: number;
  /** Cohort index of the first patient; the others follow it. */
  firstIndex: number;
  count: number;
  /** Only its UTC day counts: the histories end the day before. */
  today: Date;
  historyDays: number;
  clinics: readonly ClinicTarget[];
  /** Most patients written per transaction. */
  batchPatients?: number;
  /** Rough cap on rows per transaction; a chronic-care patient carries hundreds of measurements. */
  batchRows?: number;
  /** Transactions in flight at once; more than one only helps a PostgreSQL server. */
  concurrency?: number;
  onProgress?: (progress: WriteProgress) => void;
}

export interface WriteProgress {
  patients: number;
  rows: RowCounts;
}

const DEFAULT_BATCH_PATIENTS = 2_000;
const DEFAULT_BATCH_ROWS = 250_000;

/**
 * Generates patients `firstIndex` … `firstIndex + count − 1` of the seeded cohort and writes them
 * with everything they recorded, in batches of one transaction each. Inside a transaction (the
 * first-start seed) it writes into that transaction instead. Returns the rows written per table.
 */
export async function writePatients(db: Db, options: WritePatientsOptions): Promise<WriteProgress> {
  const today = epochDay(options.today);
  const references = await ensureReferenceData(db, options.customer);
  // The cohort is the flavour's care: children in alarm treatment, or adults measured at home.
  const { care } = flavourOf(options.customer);
  const variableIds =
    care === 'home-monitoring' ? await loadMeasuredVariableIds(db) : new Map<MeasuredVariable, number>();
  const progress: WriteProgress = { patients: 0, rows: emptyCounts(createDemoRows()) };

  const build = (firstIndex: number, ids: readonly number[]): DemoRows => {
    const rows = createDemoRows();
    const generateOptions = { today: options.today, historyDays: options.historyDays };
    ids.forEach((patientId, offset) => {
      const index = firstIndex + offset;
      const rng = forPatient(options.seed, index);
      if (care === 'alarm-treatment') {
        const child = generateBedwettingPatient(rng, { ...generateOptions, index });
        const placement = placePatient(rng, index, options.clinics, dayNumber(child.startDate), today);
        addBedwettingPatient(rows, child, patientId, placement, references, today);
      } else {
        const patient = generateGenericPatient(rng, { ...generateOptions, index });
        const placement = placePatient(rng, index, options.clinics, dayNumber(patient.enrolledOn), today);
        addGenericPatient(rows, patient, patientId, placement, variableIds);
      }
    });
    return rows;
  };
  const write = async (rows: DemoRows, patients: number): Promise<void> => {
    const counts = emptyCounts(rows);
    // The patients and their clinics commit first, on their own: they move the patient counters
    // every batch shares, and in one transaction with the history those row locks made the
    // batches wait for each other's commits, one at a time. (Stopped in between, a batch leaves
    // patients without history; npm run demo is run again on an empty database.)
    await inTransaction(db, (trx) => flushDemoRows(trx, rows, counts, COUNTED_TABLES));
    await inTransaction(db, (trx) =>
      flushDemoRows(
        trx,
        rows,
        counts,
        (Object.keys(rows) as (keyof DemoRows)[]).filter((table) => !COUNTED_TABLES.includes(table)),
      ),
    );
    progress.patients += patients;
    for (const table of Object.keys(counts) as (keyof RowCounts)[]) progress.rows[table] += counts[table];
    options.onProgress?.(progress);
  };

  const batchSize = batchPatients(options);
  const batches: { firstIndex: number; size: number }[] = [];
  for (let done = 0; done < options.count; done += batchSize) {
    batches.push({ firstIndex: options.firstIndex + done, size: Math.min(batchSize, options.count - done) });
  }
  if (db.isTransaction) {
    for (const batch of batches) {
      await write(build(batch.firstIndex, await allocatePatientIds(db, batch.size)), batch.size);
    }
    return progress;
  }
  // The next batch is generated while earlier ones are written: the model runs here, the
  // inserts in the database server, so the two overlap.
  const inFlight = new Set<Promise<void>>();
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let failure: { error: unknown } | undefined;
  for (const batch of batches) {
    const rows = build(batch.firstIndex, await allocatePatientIds(db, batch.size));
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) break;
    const writing: Promise<void> = write(rows, batch.size)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(writing));
    inFlight.add(writing);
  }
  await Promise.all(inFlight);
  if (failure) throw failure.error instanceof Error ? failure.error : new Error(String(failure.error));
  return progress;
}

function batchPatients(options: WritePatientsOptions): number {
  const measuredAtHome = flavourOf(options.customer).care === 'home-monitoring';
  const rowsPerPatient = measuredAtHome ? 6 * options.historyDays : options.historyDays;
  const byRows = Math.floor((options.batchRows ?? DEFAULT_BATCH_ROWS) / Math.max(1, rowsPerPatient));
  return Math.max(1, Math.min(options.batchPatients ?? DEFAULT_BATCH_PATIENTS, byRows));
}

/** Patient ids taken from the table's identity sequence, so child rows can refer to them before the insert. */
async function allocatePatientIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('patient', 'id'))::int4 as id from generate_series(1, ${count})`.execute(
    db,
  );
  return rows.map((row) => row.id);
}
