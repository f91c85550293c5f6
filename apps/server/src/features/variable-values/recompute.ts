import { flavourOf, type Customer, type Flavour } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { BEDWETTING_MARKER, computeBedwettingWindow } from './bedwetting-window.ts';
import { computeMeasuredLatest, MEASURED_MARKER } from './measured-latest.ts';
import {
  patientsDue,
  type ComputationResult,
  type DayComputation,
  type FirstDays,
  type PatientBatch,
} from './patient-days.ts';
import { patientData, unsafeEveryPatient } from '../../platform/access/patient-data.ts';

/** Patients per statement: large enough for set-based speed, small enough to keep locks short. */
export const BATCH_SIZE = 5000;
/**
 * Patients per statement when every day of their history is computed: 500 children of 120 days
 * are 60,000 (patient, day) pairs and 600,000 rows, a statement whose rows stay in memory and
 * whose locks stay short.
 */
export const HISTORY_BATCH_SIZE = 500;
/** (Patient, day) pairs per statement when each patient has days of their own to compute. */
const PAIRS_PER_BATCH = HISTORY_BATCH_SIZE * 120;
/** Fewest (patient, day) pairs in each batch that a round's days are shared out to. */
const MIN_SHARED_PAIRS = 5000;
/** Days counted for a patient whose whole history is asked, not knowing how long it is. */
const UNKNOWN_HISTORY_DAYS = 366;
const DAY_MS = 86_400_000;
/**
 * Batches computed at once. Batches never share a patient, so they do not wait for each other;
 * two keep a second core busy on a server without taking over the connection pool. (The
 * embedded database, and a caller's transaction, run them one after the other.)
 */
const CONCURRENT_BATCHES = 2;

export interface RecomputeOptions {
  /** The deployment's flavour (config.customer): which derived variables exist. */
  readonly customer: Customer;
  /** Only these patients; all patients when absent. */
  readonly patientIds?: readonly number[];
  /** The instant whose local day is computed; now when absent. */
  readonly asOf?: Date;
  /**
   * Earlier days to compute too, up to the day at `asOf` (bedwetting): the whole history of each
   * patient (after seeding), or per patient the first day a late or corrected night changed.
   */
  readonly firstDays?: FirstDays;
}

export interface RecomputeSummary {
  readonly patients: number;
  readonly changedRows: number;
}

/** The derived variables of each kind of care: windows over the nights, or the latest measured values. */
const COMPUTATION = {
  'alarm-treatment': { marker: BEDWETTING_MARKER, compute: computeBedwettingWindow },
  'home-monitoring': { marker: MEASURED_MARKER, compute: computeMeasuredLatest },
} as const satisfies Record<
  Flavour['care'],
  { marker: string; compute: (db: Db, job: DayComputation) => Promise<ComputationResult> }
>;

const computationOf = (customer: Customer) => COMPUTATION[flavourOf(customer).care];

/**
 * Recomputes the derived variables of the flavour for the patients' local day at `asOf`: after a
 * nightly entry, technical error, measurement or dry weight arrives (one patient), after demo
 * seeding (all). Idempotent: unchanged values are not rewritten.
 */
export function recomputeDerivedVariables(db: Db, options: RecomputeOptions): Promise<RecomputeSummary> {
  return recompute(db, options, computationOf(options.customer));
}

/** Home monitoring's derived values (DWDEV, DSLM) and the latest measured values. */
export function refreshLatestMeasured(
  db: Db,
  options: Omit<RecomputeOptions, 'customer'> = {},
): Promise<RecomputeSummary> {
  return recompute(db, options, COMPUTATION['home-monitoring']);
}

async function recompute(
  db: Db,
  options: Omit<RecomputeOptions, 'customer'>,
  { compute }: (typeof COMPUTATION)[Flavour['care']],
): Promise<RecomputeSummary> {
  const asOf = options.asOf ?? new Date();
  const keepNewerLatest = options.asOf !== undefined;
  const { firstDays } = options;
  const size = firstDays === 'history' ? HISTORY_BATCH_SIZE : BATCH_SIZE;
  const daysOf = firstDays instanceof Map ? daysFrom(firstDays, asOf) : undefined;
  return eachBatch(db, batches(db, options.patientIds, size, daysOf), (batch) =>
    compute(db, { batch, asOf, firstDays, keepNewerLatest }),
  );
}

/**
 * The hourly roll: recomputes every patient whose local day has begun since their last
 * computation, so day counters and windows move on without new data, with any day missed since
 * (and the whole history of a patient never computed). Running it again the same day finds
 * nobody due.
 */
export async function rollDerivedVariables(
  db: Db,
  options: Pick<RecomputeOptions, 'customer' | 'asOf'>,
): Promise<RecomputeSummary> {
  const asOf = options.asOf ?? new Date();
  const { marker, compute } = computationOf(options.customer);
  // Found before any batch writes, so no lookup runs while the run fills the same table.
  const due = new Map<number, string>();
  for await (const range of batches(db, undefined, BATCH_SIZE)) {
    for (const [id, firstDay] of await patientsDue(db, range, asOf, marker)) due.set(id, firstDay);
  }
  return eachBatch(db, batches(db, [...due.keys()], BATCH_SIZE, daysFrom(due, asOf)), (batch) =>
    compute(db, { batch, asOf, firstDays: due, keepNewerLatest: false }),
  );
}

/** Runs `work` on every batch, a few at a time, and adds up the results. */
async function eachBatch(
  db: Db,
  all: AsyncIterable<PatientBatch>,
  work: (batch: PatientBatch) => Promise<ComputationResult>,
): Promise<RecomputeSummary> {
  const iterator = all[Symbol.asyncIterator]();
  let total = emptySummary();
  const worker = async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const part = await work(next.value);
      total = add(total, part);
    }
  };
  await Promise.all(Array.from({ length: db.isTransaction ? 1 : CONCURRENT_BATCHES }, worker));
  return total;
}

/** About how many days each patient's span holds (the exact count depends on their time zone). */
function daysFrom(firstDays: ReadonlyMap<number, string>, asOf: Date): (id: number) => number {
  return (id) => {
    const first = firstDays.get(id);
    if (first === undefined) return 1;
    if (first === '-infinity') return UNKNOWN_HISTORY_DAYS;
    return Math.max(1, Math.round((asOf.getTime() - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1);
  };
}

/**
 * Patient batches: chunks of the given ids, or id ranges over the whole patient table. With
 * `daysOf`, a chunk also ends before its (patient, day) pairs would pass PAIRS_PER_BATCH, so a
 * round of phones back online after weeks stays a few statements of the usual size; and days
 * enough for CONCURRENT_BATCHES batches are shared out to that many, so that a round after a
 * burst of nights (a few days for each of thousands of patients) keeps both at work instead of
 * running as one statement.
 */
async function* batches(
  db: Db,
  patientIds: readonly number[] | undefined,
  size: number,
  daysOf?: (id: number) => number,
): AsyncGenerator<PatientBatch> {
  if (patientIds) {
    const ids = [...new Set(patientIds)].sort((a, b) => a - b);
    const allPairs = daysOf ? ids.reduce((sum, id) => sum + daysOf(id), 0) : 0;
    const share =
      allPairs >= CONCURRENT_BATCHES * MIN_SHARED_PAIRS ? Math.ceil(allPairs / CONCURRENT_BATCHES) : Infinity;
    let chunk: number[] = [];
    let pairs = 0;
    for (const id of ids) {
      const days = daysOf?.(id) ?? 1;
      const full = chunk.length === size || pairs + days > PAIRS_PER_BATCH || pairs >= share;
      if (chunk.length > 0 && full) {
        yield { kind: 'ids', ids: chunk };
        chunk = [];
        pairs = 0;
      }
      chunk.push(id);
      pairs += days;
    }
    if (chunk.length > 0) yield { kind: 'ids', ids: chunk };
    return;
  }
  const bounds = await patientData(db, unsafeEveryPatient('a recompute of every patient walks their ids'))
    .patients()
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .executeTakeFirst();
  if (bounds?.first == null || bounds.last == null) return;
  for (let from = bounds.first; from <= bounds.last; from += size) {
    yield { kind: 'range', from, to: from + size - 1 };
  }
}

const emptySummary = (): RecomputeSummary => ({ patients: 0, changedRows: 0 });

const add = (total: RecomputeSummary, part: ComputationResult): RecomputeSummary => ({
  patients: total.patients + part.patients,
  changedRows: total.changedRows + part.changedRows,
});
