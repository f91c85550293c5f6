import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { measureCpu } from './cpu.ts';

/** One timed run of a background job. */
export interface JobFigure {
  readonly job: string;
  readonly run: number;
  readonly detail: string;
  readonly seconds: number;
  /** CPU seconds spent meanwhile by this process (the job's own code) and by the database's backends. */
  readonly nodeCpu: number;
  readonly postgresCpu: number;
  /** Most memory this process held during the run (MB, sampled every 100 ms). */
  readonly peakRssMb: number;
  /** One-minute load average when the run ended. */
  readonly load: number;
}

const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

/**
 * Times job runs one after another, with the CPU time of this process and of the scratch
 * database's backends (bench/lib/cpu.ts), and keeps the figures in a JSON file as it goes: a run
 * that dies (out of memory) leaves what it measured.
 */
export class JobTimer {
  readonly figures: JobFigure[] = [];

  constructor(
    private readonly database: string,
    private readonly file: URL,
    private readonly header: object,
  ) {}

  async time<T>(job: string, run: number, work: () => Promise<T>, detail: (result: T) => string): Promise<T> {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    try {
      const { result, cpu } = await measureCpu(null, work, this.database);
      const figure: JobFigure = {
        job,
        run,
        detail: detail(result),
        seconds: (performance.now() - started) / 1000,
        nodeCpu: cpu.benchMs / 1000,
        postgresCpu: cpu.databaseMs / 1000,
        peakRssMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20,
        load: os.loadavg()[0]!,
      };
      this.figures.push(figure);
      say(
        `${job} #${run}: ${figure.seconds.toFixed(1)} s (${figure.detail}; CPU node ${figure.nodeCpu.toFixed(1)} s, ` +
          `PostgreSQL ${figure.postgresCpu.toFixed(1)} s; peak RSS ${figure.peakRssMb.toFixed(0)} MB; ` +
          `load ${figure.load.toFixed(1)})`,
      );
      this.write();
      return result;
    } finally {
      clearInterval(sampler);
    }
  }

  write(extra: object = {}): void {
    writeFileSync(this.file, JSON.stringify({ ...this.header, ...extra, figures: this.figures }, null, 2));
  }
}

/**
 * One line per job: median and worst of its runs, the worst scaled to 100,000 patients, the
 * median's ratio to the baseline's median, the window it must fit in, CPU and memory, and the
 * load average at the end of each run.
 */
export function jobTable(
  figures: readonly JobFigure[],
  { patients, baseline, windows }: { patients: number; baseline: string; windows: Record<string, number> },
) {
  const base = median(figures.filter((figure) => figure.job === baseline).map((figure) => figure.seconds));
  return [...new Set(figures.map((figure) => figure.job))].map((job) => {
    const times = figures.filter((figure) => figure.job === job);
    const middle = median(times.map((figure) => figure.seconds));
    const worst = Math.max(...times.map((figure) => figure.seconds));
    const window = windows[job];
    return {
      job,
      runs: times.length,
      'median s': middle.toFixed(1),
      'worst s': worst.toFixed(1),
      'worst s per 100k': ((worst * 100_000) / patients).toFixed(1),
      'x baseline': (middle / base).toFixed(1),
      window: window === undefined ? '' : `${window / 60} min${worst <= window ? '' : ' OVER'}`,
      'CPU node/PG s': `${median(times.map((figure) => figure.nodeCpu)).toFixed(1)}/${median(times.map((figure) => figure.postgresCpu)).toFixed(1)}`,
      'peak RSS MB': Math.max(...times.map((figure) => figure.peakRssMb)).toFixed(0),
      load: times.map((figure) => figure.load.toFixed(1)).join(' '),
    };
  });
}

/** The database's size and its largest tables by rows (the statistics' estimate, exact after vacuum analyze). */
export async function databaseSize(db: Db) {
  const { rows } = await sql<{ table: string; rows: string; size: string }>`
    select relname as table, n_live_tup as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
    from pg_stat_user_tables
    where schemaname = 'public' and n_live_tup > 0 order by pg_total_relation_size(relid) desc limit 12`.execute(
    db,
  );
  const { rows: bytes } = await sql<{ size: string }>`
    select pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
  return {
    database: bytes[0]!.size,
    tables: rows.map((row) => ({ table: row.table, rows: Number(row.rows), size: row.size })),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
