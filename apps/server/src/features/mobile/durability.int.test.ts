import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.ts';
import { PGliteDialect } from '../../db/pglite-dialect.ts';
import type { DB } from '../../db/schema.ts';
import { registerChild, type NightToSend, type SimulatedChild } from '../../simulator/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic } from '../../test/factory.ts';
import { adminQuery, withDatabase } from '../../test/global-setup.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const PHONES = 4;
const NIGHTS = 24;
/** Acknowledged requests after which the server is killed (and started again). */
const KILL_AFTER = [25, 60];

/**
 * The real server as a child process on a database that outlives it (a PGlite data folder, or a
 * PostgreSQL database with TEST_DATABASE_URL), killed with SIGKILL while phones send their nights
 * and retry with their keys. Afterwards every acknowledged night is stored once and nothing twice.
 */
describe('mobile writes across a crash of the server', () => {
  let storage: Storage;
  let port: number;
  beforeAll(async () => {
    storage = await prepareStorage();
    port = await freePort();
  });
  afterAll(() => storage.drop());

  it('every acknowledged entry is stored exactly once, through SIGKILL and restarts mid-stream', async () => {
    let server = await startServer(storage.env, port);
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const phones: SimulatedChild[] = [];
      for (let index = 0; index < PHONES; index++) {
        phones.push(
          await registerChild(baseUrl, {
            clinicId: storage.clinicId,
            index,
            nights: NIGHTS,
            timezone: 'Europe/Stockholm',
            retryForMs: 60_000,
            timeoutMs: 10_000,
          }),
        );
      }
      const sent = new Map<number, NightToSend[]>(
        phones.map((phone) => [phone.patientId, phone.recordedNights]),
      );
      let acknowledged = 0;
      let requests = 0;
      let retries = 0;
      let kills = 0;
      let restarting: Promise<void> | undefined;
      const onAcknowledged = () => {
        acknowledged++;
        if (kills < KILL_AFTER.length && acknowledged >= KILL_AFTER[kills]! && !restarting) {
          kills++;
          restarting = (async () => {
            server.kill('SIGKILL');
            await new Promise((resolve) => server.once('exit', resolve));
            server = await startServer(storage.env, port);
          })().finally(() => {
            restarting = undefined;
          });
        }
      };
      await Promise.all(
        phones.map(async (phone) => {
          for (const night of sent.get(phone.patientId)!) {
            const summary = await phone.sendNights([night]);
            requests += summary.requests;
            retries += summary.retries;
            onAcknowledged();
          }
        }),
      );
      await restarting;
      expect(kills).toBe(KILL_AFTER.length);
      // The kills cut requests short: the phones had to send again with their keys.
      expect(retries).toBeGreaterThan(0);
      await stopServer(server);

      const db = await storage.open();
      try {
        const rows = await db
          .selectFrom('nightlyEntry')
          .select(['patientId', sql<string>`night::text`.as('night'), 'value', 'supersededAt'])
          .where(
            'patientId',
            'in',
            phones.map((phone) => phone.patientId),
          )
          .execute();
        for (const phone of phones) {
          const stored = rows.filter((row) => row.patientId === phone.patientId);
          const expected = sent.get(phone.patientId)!;
          expect(stored.every((row) => row.supersededAt === null)).toBe(true);
          expect(stored.map((row) => [row.night, row.value]).sort()).toEqual(
            expected.map((night) => [night.night, night.value]).sort(),
          );
        }
        const total = [...sent.values()].reduce((sum, nights) => sum + nights.length, 0);
        expect(rows).toHaveLength(total);
        const keys = await db
          .selectFrom('idempotencyKey')
          .select(({ fn }) => fn.countAll<number>().as('count'))
          .where('scope', 'like', 'patient:%')
          .executeTakeFirstOrThrow();
        // One kept answer per request (nights and technical errors): none was done twice, none lost.
        expect(Number(keys.count)).toBe(requests);
      } finally {
        await db.destroy();
      }
    } finally {
      await stopServer(server);
    }
  }, 120_000);
});

interface Storage {
  readonly env: Record<string, string>;
  readonly clinicId: number;
  open(): Promise<Db>;
  drop(): Promise<void>;
}

/** A migrated database with a clinic that a server process can open: PostgreSQL with TEST_DATABASE_URL, else a PGlite folder. */
async function prepareStorage(): Promise<Storage> {
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
    };
  }
  // The migrated template of this test run, unpacked into a data folder of its own.
  await (await createTestDatabase()).close();
  const templateFile = path.join(inject('pgliteTemplateDir')!, 'pglite-template.tar');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vigil-durability-'));
  const open = async () => {
    const pglite = await PGlite.create({ dataDir });
    return new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
  };
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(await readFile(templateFile))]),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
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
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      APP_PROFILE: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
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
  throw new Error('the server was not ready within 60 s');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
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
