import type { Customer } from '@vigil/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { refreshDuePatients } from './pipeline.ts';

/**
 * Keeps the derived data current after writes, coalesced: a write marks its patient due in its
 * own transaction, and shortly after, one round covers every patient marked meanwhile. A
 * recompute costs about the same for one patient as for hundreds (most of it is fixed per
 * statement), so doing it per request would cap ingestion far below the database's insert speed
 * (docs/decisions/mobile-api.md#derived-variables-after-mobile-writes).
 */

/** How long after a write the round starts, so that writes arriving together share it. */
const COALESCE_MS = 1000;
/** Every server also looks for due patients this often: lost claims, and writes another server took. */
const SWEEP_MS = 30_000;

export interface DerivedDataRefresh {
  /** A write has marked a patient due: recompute shortly, together with other writes. */
  readonly nudge: () => void;
  /** Until nothing is due and no recompute runs (tests, shutdown). */
  readonly settle: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

/**
 * The workers of the apps in this process, by their database: one in a server, more in a test
 * that runs two apps on one database.
 */
const workers = new WeakMap<Db, Set<DerivedDataRefresh>>();

/**
 * After a commit that marked patients due (markPatientDue): the worker on this database
 * refreshes them shortly, together with other writes.
 */
export function refreshDueSoon(db: Db): void {
  for (const worker of workers.get(db) ?? []) worker.nudge();
}

/** Waits until the apps on this database have refreshed every patient their writes marked due. */
export async function settleDerivedData(db: Db): Promise<void> {
  for (const worker of workers.get(db) ?? []) await worker.settle();
}

/** The in-process worker of one server; the due rows in the database are what every server shares. */
export function startDerivedDataRefresh(
  db: Db,
  customer: Customer,
  log: FastifyBaseLogger,
): DerivedDataRefresh {
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
        const patients = await refreshDuePatients(db, customer);
        log.debug({ patients, ms: Math.round(performance.now() - started) }, 'derived data refreshed');
      } catch (error) {
        // The rows stay due; the next write or sweep tries again.
        log.error({ err: error }, 'refreshing derived data after writes failed');
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

  const worker: DerivedDataRefresh = {
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
      workers.get(db)?.delete(worker);
    },
  };
  workers.set(db, (workers.get(db) ?? new Set()).add(worker));
  return worker;
}
