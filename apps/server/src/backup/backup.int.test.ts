import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { onThisThread } from '../db/embedded-database.ts';
import { PGliteDialect } from '../db/pglite-dialect.ts';
import type { DB } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demo/demo-clinic-data.ts';
import { adminQuery, withDatabase } from '../test/global-setup.ts';
import { freePort, startServer, stopServer } from '../test/server-process.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);

/** An empty database for a server or a restore: a new PostgreSQL database with TEST_DATABASE_URL, else a new folder. */
interface Target {
  readonly env: Record<string, string>;
  open(): Promise<Db>;
  isEmpty(): Promise<boolean>;
  drop(): Promise<void>;
}

async function emptyTarget(): Promise<Target> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `vigil_backup_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const databaseUrl = withDatabase(url, name);
    return {
      env: { DATABASE_URL: databaseUrl },
      open: async () => (await openDatabase({ kind: 'postgres', url: databaseUrl }, 2)).db,
      isEmpty: async () => {
        const result = await adminQuery(
          databaseUrl,
          `select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
        );
        return (result.rows[0] as { count: number }).count === 0;
      },
      drop: () => adminQuery(url, `drop database if exists ${name} with (force)`).then(() => undefined),
    };
  }
  const dataDir = path.join(await fs.mkdtemp(path.join(tmpdir(), 'vigil-backup-')), 'data');
  return {
    env: { DATA_DIR: dataDir },
    open: async () =>
      new Kysely<DB>({
        dialect: new PGliteDialect(onThisThread(await PGlite.create({ dataDir }))),
        plugins: [new CamelCasePlugin()],
      }),
    isEmpty: async () => ((await fs.readdir(dataDir).catch(() => [])) as string[]).length === 0,
    drop: () => fs.rm(path.dirname(dataDir), { recursive: true, force: true }),
  };
}

function cli(target: Target, command: 'backup' | 'restore', file: string) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/backup/cli.ts', command, file], {
    cwd: REPO_ROOT,
    env: { ...inherited, APP_PROFILE: 'test', LOG_LEVEL: 'warn', ...target.env },
  });
}

/** What a clinic would miss first: patients, nights, predictions and the audit trail. */
async function counts(db: Db) {
  const count = async (table: 'patient' | 'nightlyEntry' | 'aiPrediction' | 'auditTrail') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    patients: await count('patient'),
    nights: await count('nightlyEntry'),
    predictions: await count('aiPrediction'),
    auditRows: await count('auditTrail'),
  };
}

async function countsOf(target: Target) {
  const db = await target.open();
  try {
    return await counts(db);
  } finally {
    await db.destroy();
  }
}

async function logIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'appadmin', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('backup and restore of the demo clinic', () => {
  let source: Target;
  let restored: Target;
  let server: ChildProcess | undefined;
  let port: number;
  let folder: string;
  let backup: string;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(tmpdir(), 'vigil-backup-file-'));
    backup = path.join(folder, 'vigil.backup');
    source = await emptyTarget();
    restored = await emptyTarget();
    // Seeding the demo clinic takes a while on a busy machine.
    port = await freePort();
    server = await startServer({ ...source.env, DEMO_DATA: 'true' }, port, 480_000);
  }, 600_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await source.drop();
    await restored.drop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('backs up while the server runs', async () => {
    const token = await logIn(port);
    // A call signed in leaves an audit row to find after the restore.
    const read = await fetch(`http://127.0.0.1:${port}/api/v1/session`, {
      headers: { 'x-auth-token': token },
    });
    expect(read.status).toBe(200);
    const { stdout } = await cli(source, 'backup', backup);
    expect(stdout).toContain(`Backup written to ${backup}`);
    expect((await fs.stat(backup)).size).toBeGreaterThan(0);
    expect((await fs.readdir(folder)).filter((name) => name.includes('.partial'))).toEqual([]);
  }, 300_000);

  it('restores into an empty database on which a server starts and finds every row', async () => {
    if (server) await stopServer(server);
    server = undefined;
    const before = await countsOf(source);
    expect(before.patients).toBeGreaterThan(0);
    expect(before.nights).toBeGreaterThan(0);
    expect(before.predictions).toBeGreaterThan(0);
    expect(before.auditRows).toBeGreaterThan(0);

    await cli(restored, 'restore', backup);
    const restoredPort = await freePort();
    server = await startServer({ ...restored.env, DEMO_DATA: 'true' }, restoredPort, 240_000);
    expect(await logIn(restoredPort)).not.toBe('');
    await stopServer(server);
    server = undefined;
    // The login itself adds audit rows; the rest is exactly as backed up.
    const after = await countsOf(restored);
    expect({ ...after, auditRows: 0 }).toEqual({ ...before, auditRows: 0 });
    expect(after.auditRows).toBeGreaterThanOrEqual(before.auditRows);
  }, 600_000);

  it('refuses to restore over a database that holds data', async () => {
    const refused = await cli(source, 'restore', backup).then(
      () => undefined,
      (error: { stderr: string }) => error,
    );
    expect(refused?.stderr).toMatch(/restored only into an empty (folder|database)/);
  }, 120_000);

  it('refuses a truncated backup with a clear message and leaves the target untouched', async () => {
    const truncated = path.join(folder, 'truncated.backup');
    const bytes = await fs.readFile(backup);
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await emptyTarget();
    try {
      const refused = await cli(target, 'restore', truncated).then(
        () => undefined,
        (error: { stderr: string }) => error,
      );
      expect(refused?.stderr).toMatch(/is not a Vigil backup or is damaged|failed and was rolled back/);
      expect(await target.isEmpty()).toBe(true);
    } finally {
      await target.drop();
    }
  }, 120_000);
});
