import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-clinic-data.ts';
import { adminQuery, withDatabase } from '../test/global-setup.ts';
import { checkOutRelease, PREVIOUS_RELEASE, type ReleaseCheckout } from '../test/release-checkout.ts';
import { freePort, startServer, stopServer } from '../test/server-process.ts';

const DEMO_PATIENTS = '20';

interface Seen {
  patients: number;
  firstPage: unknown;
}

async function logIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status, `${username} logs in at ${baseUrl}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

interface ListRow {
  idpatient: number;
  fullName: string;
  dateOfBirth: string | null;
  dangerList: Record<string, { variableValue: number | null }>;
}

/**
 * What a nurse sees on the patients list: its total and, per patient of the first page, who it is
 * and the latest values. (Not the answer as a whole: a release may add fields or judge statuses anew.)
 */
async function nurseSees(baseUrl: string): Promise<Seen> {
  const token = await logIn(baseUrl, 'nurse');
  const response = await fetch(`${baseUrl}/api/v1/patients/status?sort=NAME&pageSize=50`, {
    headers: { 'x-auth-token': token },
  });
  expect(response.status).toBe(200);
  const list = (await response.json()) as { total: number; patients: ListRow[] };
  return {
    patients: list.total,
    firstPage: list.patients.map((patient) => ({
      id: patient.idpatient,
      name: patient.fullName,
      born: patient.dateOfBirth,
      values: Object.fromEntries(
        Object.entries(patient.dangerList).map(([variable, entry]) => [variable, entry.variableValue]),
      ),
    })),
  };
}

/**
 * The previous release (its commit, PREVIOUS_RELEASE) makes a database with its demo clinic; this
 * version starts on it, migrates it and serves what the old one served. On PostgreSQL the old server
 * keeps serving while the new one migrates and after (expand/contract: no migration breaks the
 * previous release's queries); an embedded data folder belongs to one process, so there the old
 * server stops first (docs/operations.md, Upgrades).
 */
describe('upgrade from the previous release', () => {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  let release: ReleaseCheckout;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    release = await checkOutRelease(PREVIOUS_RELEASE);
    if (postgresUrl) {
      const name = `vigil_test_upgrade_${randomBytes(4).toString('hex')}`;
      await adminQuery(postgresUrl, `create database ${name}`);
      env = { DATABASE_URL: withDatabase(postgresUrl, name) };
      drop = () =>
        adminQuery(postgresUrl, `drop database if exists ${name} with (force)`).then(() => undefined);
    } else {
      const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'vigil-upgrade-')), 'data');
      env = { DATA_DIR: dataDir };
      drop = () => rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await drop?.();
    await release?.remove();
  });

  it('serves the same patients after the upgrade, and the old release keeps working meanwhile', async () => {
    const oldPort = await freePort();
    const old = await startServer(
      { ...env, DEMO_DATA: 'true', DEMO_PATIENTS },
      oldPort,
      400_000,
      release.root,
    );
    servers.push(old);
    const oldUrl = `http://127.0.0.1:${oldPort}`;
    const before = await nurseSees(oldUrl);
    expect(before.patients).toBeGreaterThan(0);
    if (!postgresUrl) await stopServer(old);

    const newPort = await freePort();
    servers.push(await startServer(env, newPort, 300_000));
    expect(await nurseSees(`http://127.0.0.1:${newPort}`)).toEqual(before);

    if (postgresUrl) expect(await nurseSees(oldUrl)).toEqual(before);
  }, 900_000);
});
