import { readdirSync, readFileSync } from 'node:fs';
import type { LatencySummary } from './stats.ts';

const TICKS_PER_SECOND = 100; // USER_HZ, `getconf CLK_TCK` on Linux

/** CPU time (user + system) in ms used so far by a process, from /proc; 0 once it has gone. */
function processCpuMs(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The processes of the local PostgreSQL server (postmaster, backends, background workers); only
 * the backends connected to `database` when it is given (their title names it), so that other
 * work on a shared server is not counted.
 */
function postgresPids(database: string | undefined): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
        return (
          database === undefined || readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)
        );
      } catch {
        return false;
      }
    });
}

/** CPU time spent during a measurement: by the Vigil server, by PostgreSQL, by the benchmark itself. */
export interface CpuSpent {
  readonly serverMs: number;
  readonly databaseMs: number;
  readonly benchMs: number;
}

/**
 * Runs `measure` and reports the CPU time each side spent meanwhile: a figure the host's noise
 * moves far less than latency. PostgreSQL must run on this machine; with `database`, only its
 * backends count (the server's and the baseline's connections to the scratch database). A backend
 * that ends during the measurement (an idle pool connection closed) loses its share, which is
 * small: busy connections stay open.
 */
export async function measureCpu<T>(
  serverPid: number | null,
  measure: () => Promise<T>,
  database?: string,
): Promise<{ result: T; cpu: CpuSpent }> {
  const reading = () => {
    const own = process.cpuUsage();
    return {
      server: serverPid === null ? 0 : processCpuMs(serverPid),
      database: new Map(postgresPids(database).map((pid) => [pid, processCpuMs(pid)])),
      bench: (own.user + own.system) / 1000,
    };
  };
  const before = reading();
  const result = await measure();
  const after = reading();
  let databaseMs = 0;
  for (const [pid, spent] of after.database) databaseMs += spent - (before.database.get(pid) ?? 0);
  return {
    result,
    cpu: { serverMs: after.server - before.server, databaseMs, benchMs: after.bench - before.bench },
  };
}

/** The CPU time per request of a measurement: "server process / PostgreSQL / benchmark process". */
export function cpuPerRequest(cpu: CpuSpent, latency: LatencySummary): string {
  const each = (spent: number) => (spent / latency.count).toFixed(1);
  return `${each(cpu.serverMs)} / ${each(cpu.databaseMs)} / ${each(cpu.benchMs)} ms`;
}
