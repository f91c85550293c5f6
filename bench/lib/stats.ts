/** Latency figures of a series of durations in milliseconds. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly perSecond: number;
}

export function summarize(durationsMs: readonly number[], wallSeconds: number): LatencySummary {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    perSecond: sorted.length / wallSeconds,
  };
}

/** Runs `task` from `concurrency` loops for `seconds`, timing each call. */
export async function load(
  task: () => Promise<void>,
  options: { concurrency: number; seconds: number },
): Promise<LatencySummary> {
  const durations: number[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      await task();
      durations.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return summarize(durations, (performance.now() - started) / 1000);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A load scenario measured on the server and on its baseline, at one number of clients. */
export interface ScenarioFigures {
  readonly scenario: string;
  readonly concurrency: number;
  readonly server: LatencySummary;
  readonly baseline: LatencySummary;
  readonly rssMb: number;
}

/** One row of the printed load table: server and baseline side by side, and their p95 ratio. */
export function scenarioRow(row: ScenarioFigures) {
  return {
    scenario: row.scenario,
    clients: row.concurrency,
    'server p50': ms(row.server.p50),
    'server p95': ms(row.server.p95),
    'server req/s': row.server.perSecond.toFixed(0),
    'baseline p50': ms(row.baseline.p50),
    'baseline p95': ms(row.baseline.p95),
    'baseline q/s': row.baseline.perSecond.toFixed(0),
    'p95 ratio': (row.server.p95 / row.baseline.p95).toFixed(2),
    'server RSS': `${row.rssMb.toFixed(0)} MB`,
  };
}
