import { registerChild } from './child.ts';

export interface CohortOptions {
  readonly patients: number;
  /** Nights of history per child. */
  readonly nights: number;
  /** Children playing at the same time. */
  readonly concurrency?: number;
  /** Nights per request. */
  readonly batchSize?: number;
  /** Share of requests sent twice with the same key (a lost answer). */
  readonly repeatRate?: number;
  /** Share of children who correct one night afterwards. */
  readonly correctionRate?: number;
  readonly seed?: number;
  /** Index of the first child in the model, so runs can add different children. */
  readonly firstIndex?: number;
  readonly clinicId?: number;
  readonly onProgress?: (done: number) => void;
}

export interface CohortSummary {
  readonly patients: number;
  readonly requests: number;
  readonly entries: number;
  readonly technicalErrors: number;
  readonly corrections: number;
  readonly repeats: number;
  /** Repeats the server answered with the first answer, as it must (equal to repeats when all is well). */
  readonly replays: number;
  readonly retries: number;
  readonly messagesRead: number;
  readonly seconds: number;
}

/** Plays a cohort of children through the mobile API: register, send the nights, correct, read messages. */
export async function simulateCohort(baseUrl: string, options: CohortOptions): Promise<CohortSummary> {
  const started = performance.now();
  const totals = {
    patients: 0,
    requests: 0,
    entries: 0,
    technicalErrors: 0,
    corrections: 0,
    repeats: 0,
    replays: 0,
    retries: 0,
    messagesRead: 0,
  };
  let next = 0;
  const play = async () => {
    for (let slot = next++; slot < options.patients; slot = next++) {
      const index = (options.firstIndex ?? 0) + slot;
      const child = await registerChild(baseUrl, {
        index,
        nights: options.nights,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.clinicId === undefined ? {} : { clinicId: options.clinicId }),
      });
      const sent = await child.sendNights(undefined, {
        batchSize: options.batchSize ?? 1,
        repeatRate: options.repeatRate ?? 0.05,
      });
      for (const name of ['requests', 'entries', 'technicalErrors', 'repeats', 'replays', 'retries'] as const)
        totals[name] += sent[name];
      const last = child.recordedNights.at(-1);
      if (last && index % 100 < (options.correctionRate ?? 0.03) * 100) {
        await child.correctNight(last.night, last.value === 0 ? 1 : 0);
        totals.corrections++;
      }
      totals.messagesRead += (await child.readMessages()).length;
      totals.patients++;
      options.onProgress?.(totals.patients);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, play));
  return { ...totals, seconds: (performance.now() - started) / 1000 };
}
