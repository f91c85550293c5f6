import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { onThisThread } from '../db/embedded-database.ts';
import { PGliteDialect } from '../db/pglite-dialect.ts';
import type { DB } from '../db/schema.ts';
import { createTestDataDir } from './database.ts';
import { createClinic } from './factory.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

/** The real server as its own process (main.ts), on a database that outlives it, for tests of crashes and outages. */

export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface Storage {
  readonly env: Record<string, string>;
  readonly clinicId: number;
  /** PostgreSQL only: ends every server connection to the database, as a restart or failover does. */
  readonly terminateConnections?: () => Promise<number>;
  open(): Promise<Db>;
  drop(): Promise<void>;
}

/** A migrated database with a clinic that a server process can open: PostgreSQL with TEST_DATABASE_URL, else a PGlite folder. */
export async function prepareStorage(): Promise<Storage> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `vigil_test_${template.slice(-8)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const databaseUrl = withDatabase(url, name);
    const open = async () => (await openDatabase({ kind: 'postgres', url: databaseUrl }, 2)).db;
    const db = await open();
    const { clinicId } = await createClinic(db);
    await db.destroy();
    return {
      env: { DATABASE_URL: databaseUrl },
      clinicId,
      open,
      drop: () => adminQuery(url, `drop database if exists ${name} with (force)`).then(() => undefined),
      terminateConnections: async () => {
        const result = await adminQuery(
          url,
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
        );
        return result.rowCount ?? 0;
      },
    };
  }
  const dataDir = await createTestDataDir();
  const open = async () => {
    const pglite = await PGlite.create({ dataDir });
    return new Kysely<DB>({
      dialect: new PGliteDialect(onThisThread(pglite)),
      plugins: [new CamelCasePlugin()],
    });
  };
  const db = await open();
  const { clinicId } = await createClinic(db);
  await db.destroy();
  return {
    env: { DATA_DIR: dataDir },
    clinicId,
    open,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** main.ts under Node with tsx's loader, so a signal reaches the server itself. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  readyWithinMs = 60_000,
  /** Another checkout of Vigil (the upgrade test starts the previous release). */
  root = REPO_ROOT,
): Promise<ChildProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      APP_PROFILE: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${readyWithinMs / 1000} s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
