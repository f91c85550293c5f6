import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerChild, type NightToSend, type SimulatedChild } from '../../simulator/index.ts';
import {
  freePort,
  prepareStorage,
  startServer,
  stopServer,
  type Storage,
} from '../../test/server-process.ts';
import { expectEveryNightStoredOnce } from '../../test/stored-nights.ts';

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
        await expectEveryNightStoredOnce(db, sent, requests);
      } finally {
        await db.destroy();
      }
    } finally {
      await stopServer(server);
    }
  }, 120_000);
});
