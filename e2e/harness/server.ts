import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Customer } from '@vigil/domain';
import { giveEnglishProfiles } from './api.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// On a busy shared machine migrating and seeding can take longer; E2E_READY_TIMEOUT_S allows for it.
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_S ?? 90) * 1000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_TAIL_CHARS = 8_000;

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
}

export interface RunningServer {
  baseUrl: string;
  customer: Customer;
  /** The demo logins the server printed when it seeded its fresh database. */
  demoLogins: () => DemoLogin[];
  /** Everything the server wrote so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  customer?: Customer;
  /**
   * 'english' (the default) gives every seeded user English as their profile language, which is
   * the app's language once signed in; 'seeded' keeps the demo clinic staff's clinic languages.
   */
  profileLanguages?: 'english' | 'seeded';
}

/** Starts the real Vigil server on a free port with a fresh embedded database, ready to serve. */
export async function startServer({
  customer = 'bedwetting',
  profileLanguages = 'english',
}: StartServerOptions = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vigil-e2e-'));
  const downloadsDir = await publishPatientApp(dataDir, customer);
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // Node with tsx's loader is the same as `npx tsx`, minus two wrapper processes between us and
  // the server, so SIGTERM reaches the server itself and it shuts down cleanly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...serverEnvironmentBase(),
      PORT: String(port),
      DATA_DIR: dataDir,
      DOWNLOADS_DIR: downloadsDir,
      CUSTOMER: customer,
      APP_PROFILE: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    await terminate(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child);
    if (profileLanguages === 'english') await giveEnglishProfiles(baseUrl);
  } catch (error) {
    await stop();
    const tail = output.slice(-LOG_TAIL_CHARS);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${tail}`,
    );
  }
  return { baseUrl, customer, demoLogins: () => parseDemoLogins(output), output: () => output, stop };
}

/**
 * The bedwetting server has the patient app's APK published (not its app bundle); the generic one
 * has no patient app at all, so the login page shows both cases.
 */
async function publishPatientApp(dataDir: string, customer: Customer): Promise<string> {
  const downloadsDir = join(dataDir, 'downloads');
  await mkdir(downloadsDir);
  if (customer === 'bedwetting') await writeFile(join(downloadsDir, 'vigil-patient.apk'), 'apk');
  return downloadsDir;
}

/** Our environment without what vitest sets for itself, so the server runs as it would in production. */
function serverEnvironmentBase(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet: the embedded database is still migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Reads the "role username password" lines the server prints after seeding a demo clinic. A role
 * may have spaces ("Product admin"); usernames and passwords do not, so they are the last two words.
 */
export function parseDemoLogins(output: string): DemoLogin[] {
  const start = output.indexOf('Demo logins');
  if (start === -1) return [];
  const logins: DemoLogin[] = [];
  for (const line of output.slice(start).split('\n').slice(1)) {
    const words = line.trim().split(/\s+/);
    const password = words.pop();
    const username = words.pop();
    if (!password || !username || words.length === 0) break;
    logins.push({ role: words.join(' '), username, password });
  }
  return logins;
}

/** The demo login of a role as the server printed it, e.g. 'Nurse' or 'Product admin'. */
export function demoLogin(server: RunningServer, role: string): DemoLogin {
  const login = server.demoLogins().find((candidate) => candidate.role === role);
  if (!login) {
    const printed = server.demoLogins().map((candidate) => candidate.role);
    throw new Error(
      `the server printed no demo login for ${role} (it printed: ${printed.join(', ') || 'none'})`,
    );
  }
  return login;
}
