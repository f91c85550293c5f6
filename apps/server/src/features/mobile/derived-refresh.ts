import { flavourOf, type Customer } from '@vigil/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type OnConflictBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { predictAfterNewNights } from '../ai/index.ts';
import { recomputeDerivedVariables } from '../variable-values/index.ts';
import { devicePatient } from '../../platform/access/patient-data.ts';

/**
 * Keeps the derived variables current after mobile writes, coalesced: a write marks its patient
 * due in its own transaction, and shortly after, one recompute covers every patient marked
 * meanwhile. A recompute costs about the same for one patient as for hundreds (most of it is
 * fixed per statement), so doing it per request would cap ingestion far below the database's
 * insert speed (docs/decisions/mobile-api.md#derived-variables-after-mobile-writes).
 */

/** Patients recomputed together at most; the recompute's own batch size. */
const CLAIM_LIMIT = 5000;
/** How long after a write the recompute starts, so that writes arriving together share it. */
const COALESCE_MS = 1000;
/** A claim this old was lost with its server (a crash mid-recompute); another server takes it. */
const LOST_CLAIM = '5 minutes';
/** Every server also looks for due patients this often: lost claims, and writes another server took. */
const SWEEP_MS = 30_000;

/**
 * Marks the patient's derived variables due from `fromNight` on (the earliest night the write
 * changed; today only when absent), in the caller's transaction. With `firstEntry` (new nightly
 * entries, the earliest of their nights) the same statement also moves the patient's first entry
 * day and last entry time, and the days are recomputed from that night on.
 */
export async function markDerivedVariablesDue(
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
 * Recomputes the patients due now, in rounds of up to 5,000 until none is left (rows another
 * worker holds are left to it), and predicts again those whose nights came in bulk. Returns how
 * many patients were recomputed.
 */
export async function recomputeDuePatients(db: Db, customer: Customer): Promise<number> {
  let total = 0;
  for (;;) {
    // requested_at travels as text: a JavaScript Date would drop its microseconds.
    const { rows: claimed } = await sql<{ patientId: number; requestedAt: string; fromNight: string | null }>`
      update derived_variables_due set claimed_at = clock_timestamp()
      where patient_id in (
        select patient_id from derived_variables_due
        where claimed_at is null or claimed_at < now() - ${LOST_CLAIM}::interval
        order by requested_at limit ${CLAIM_LIMIT}
        for update skip locked)
      returning patient_id, requested_at::text, from_night`.execute(db);
    if (claimed.length === 0) return total;
    // A late or corrected night changes every day from its own on (its windows, the streak).
    const firstDays = new Map<number, string>();
    for (const row of claimed) if (row.fromNight !== null) firstDays.set(row.patientId, row.fromNight);
    await recomputeDerivedVariables(db, {
      customer,
      patientIds: claimed.map((row) => row.patientId),
      firstDays,
    });
    // Rows asked for again meanwhile have a new requested_at and stay for the next round.
    await sql`
      delete from derived_variables_due due
      using unnest(${claimed.map((row) => row.patientId)}::int[], ${claimed.map((row) => row.requestedAt)}::timestamptz[])
        as done(patient_id, requested_at)
      where due.patient_id = done.patient_id and due.requested_at = done.requested_at`.execute(db);
    // Several nights at once (a phone back online): the AI columns follow now, not next morning.
    if (flavourOf(customer).predictsAfterNewNights)
      await predictAfterNewNights(
        db,
        claimed.map((row) => row.patientId),
      );
    total += claimed.length;
    if (claimed.length < CLAIM_LIMIT) return total;
  }
}

export interface DerivedVariablesRefresh {
  /** A write has marked a patient due: recompute shortly, together with other writes. */
  readonly nudge: () => void;
  /** Until nothing is due and no recompute runs (tests, shutdown). */
  readonly settle: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

/** The worker of each app, by its database, so a test can wait for it (settleDerivedVariables). */
const workers = new WeakMap<Db, DerivedVariablesRefresh>();

/** Waits until the app on this database has recomputed every patient its writes marked due. */
export async function settleDerivedVariables(db: Db): Promise<void> {
  await workers.get(db)?.settle();
}

/** The in-process worker of one server; the due rows in the database are what every server shares. */
export function startDerivedVariablesRefresh(
  db: Db,
  customer: Customer,
  log: FastifyBaseLogger,
): DerivedVariablesRefresh {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let nudgedWhileRunning = false;
  let lastRoundMs = 0;
  let lastRoundEndedAt = 0;
  let lastNudgeAt = 0;
  let stopped = false;

  const run = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    running ??= (async () => {
      const started = performance.now();
      try {
        const patients = await recomputeDuePatients(db, customer);
        log.debug({ patients, ms: Math.round(performance.now() - started) }, 'derived variables recomputed');
      } catch (error) {
        // The rows stay due; the next write or sweep tries again.
        log.error({ err: error }, 'recomputing derived variables after mobile writes failed');
      }
      lastRoundEndedAt = performance.now();
      lastRoundMs = lastRoundEndedAt - started;
    })().finally(() => {
      running = undefined;
      if (nudgedWhileRunning && !stopped) {
        nudgedWhileRunning = false;
        // Writes that came during the round: at once if they have stopped, else by the rest rule.
        tick();
      }
    });
    return running;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  // While writes keep coming, a round rests three times as long as the last one took, so
  // recomputing never takes more than a quarter of one connection's time from ingestion; once
  // the writes stop (none for a second), the round runs at once.
  const tick = () => {
    timer = undefined;
    const now = performance.now();
    const restUntil = lastRoundEndedAt + 3 * lastRoundMs;
    const writing = now - lastNudgeAt < COALESCE_MS;
    // Awake again when the rest is over or when the writes count as stopped, whichever is first.
    if (writing && now < restUntil) schedule(Math.min(restUntil, lastNudgeAt + COALESCE_MS) - now);
    else void run();
  };

  const nudge = () => {
    lastNudgeAt = performance.now();
    if (stopped || timer) return;
    if (running) {
      nudgedWhileRunning = true;
      return;
    }
    schedule(COALESCE_MS);
  };
  const sweep = setInterval(nudge, SWEEP_MS);
  sweep.unref();

  const worker: DerivedVariablesRefresh = {
    nudge,
    async settle() {
      clearTimeout(timer);
      timer = undefined;
      while (running) await running;
      await run();
      clearTimeout(timer);
      timer = undefined;
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      clearTimeout(timer);
      await running;
      workers.delete(db);
    },
  };
  workers.set(db, worker);
  return worker;
}
