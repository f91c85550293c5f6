export interface BatcherOptions<I, O> {
  /** Does the work of a batch; answers in the order of the items. */
  readonly run: (items: readonly I[]) => Promise<O[]>;
  /** Items in one batch at most. */
  readonly maxSize: number;
  /** Batches running at once at most; items arriving meanwhile wait and go together in the next. */
  readonly maxInFlight: number;
  /** Items with the same key never share a batch, nor run in two batches at once. */
  readonly keyOf?: (item: I) => unknown;
}

interface Waiting<I, O> {
  readonly item: I;
  readonly resolve: (output: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Gathers calls that arrive together into one batch: under load, the calls that come while
 * batches run wait for the next; a lone call runs at once (in the next turn of the event loop,
 * so that calls of the same turn join it). One statement and one commit per batch instead of per
 * call is what lets many devices write at once (docs/decisions/mobile-api.md#ingestion-in-groups).
 */
export function createBatcher<I, O>(options: BatcherOptions<I, O>): (item: I) => Promise<O> {
  const { run, maxSize, maxInFlight, keyOf } = options;
  const waiting: Waiting<I, O>[] = [];
  const keysInFlight = new Set<unknown>();
  let inFlight = 0;
  let flushQueued = false;

  const takeBatch = (): Waiting<I, O>[] => {
    if (!keyOf) return waiting.splice(0, maxSize);
    const batch: Waiting<I, O>[] = [];
    const keys = new Set<unknown>();
    for (let index = 0; index < waiting.length && batch.length < maxSize;) {
      const key = keyOf(waiting[index]!.item);
      if (keys.has(key) || keysInFlight.has(key)) {
        index++;
        continue;
      }
      keys.add(key);
      batch.push(...waiting.splice(index, 1));
    }
    return batch;
  };

  const flush = () => {
    flushQueued = false;
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      const keys = keyOf ? batch.map((call) => keyOf(call.item)) : [];
      inFlight++;
      for (const key of keys) keysInFlight.add(key);
      void run(batch.map((call) => call.item))
        .then(
          (outputs) => batch.forEach((call, index) => call.resolve(outputs[index]!)),
          (error: unknown) => batch.forEach((call) => call.reject(error)),
        )
        .finally(() => {
          inFlight--;
          for (const key of keys) keysInFlight.delete(key);
          scheduleFlush();
        });
    }
  };

  const scheduleFlush = () => {
    if (flushQueued || waiting.length === 0) return;
    flushQueued = true;
    setImmediate(flush);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      scheduleFlush();
    });
}
