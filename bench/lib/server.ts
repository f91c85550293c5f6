import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  readonly baseUrl: string;
  /** The server's process id (for its CPU time). */
  readonly pid: number;
  /** Resident memory of the server process now, in MB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts the real Vigil server (main.ts) as its own process against the given database.
 * BENCH_SERVER_PROFILE=<folder> writes the server's CPU profile there when it stops.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
        : []),
      // As `npm start` runs it (apps/server/package.json).
      '--max-semi-space-size=4',
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        APP_PROFILE: 'test',
        MOBILE_REGISTRATIONS_PER_HOUR: '1000000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(baseUrl, child);
  return {
    baseUrl,
    pid: child.pid!,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitReady(baseUrl: string, child: ChildProcess): Promise<void> {
  // BENCH_READY_TIMEOUT_S: a busy host may need longer than two minutes for the first start.
  const deadline = Date.now() + Number(process.env.BENCH_READY_TIMEOUT_S ?? 120) * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
