import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerChild, type SimulatedChild } from '../simulator/index.ts';
import { freePort, prepareStorage, startServer, stopServer, type Storage } from '../test/server-process.ts';

const PHONES = 4;
const NIGHTS = 30;
const KILL_ROUNDS = 8;

/**
 * PostgreSQL ends every connection of the server's database again and again while phones write
 * (a killed backend, a restart and a failover look alike to the server). The process must stay
 * up, answer the writes caught in it with 503 (never a 500), and serve again by itself.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the server when PostgreSQL drops its connections', () => {
  let storage: Storage;
  let port: number;
  beforeAll(async () => {
    storage = await prepareStorage();
    port = await freePort();
  });
  afterAll(() => storage.drop());

  it('stays up under write load, answers 503 while cut off, and recovers without a restart', async () => {
    // With the job queue on: pg-boss's queries go through the same connections.
    const server = await startServer({ ...storage.env, JOBS: 'true' }, port);
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const phones: SimulatedChild[] = [];
      for (let index = 0; index < PHONES; index++) {
        phones.push(
          await registerChild(baseUrl, {
            clinicId: storage.clinicId,
            index,
            nights: NIGHTS,
            timezone: 'UTC',
          }),
        );
      }
      const statuses = new Map<number, number>();
      let writing = true;
      const writers = phones.map(async (phone) => {
        for (const night of phone.recordedNights) {
          const key = randomUUID();
          // The phone sends again with the same key until it gets an answer that is not a 503.
          for (;;) {
            const response = await fetch(`${baseUrl}/api/v1/mobile/nightly-entries`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-auth-token': phone.token,
                'idempotency-key': key,
              },
              body: JSON.stringify({ entries: [night] }),
            });
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status !== 503) break;
            await sleep(50);
          }
        }
      });
      let terminated = 0;
      const killer = (async () => {
        for (let round = 0; round < KILL_ROUNDS && writing; round++) {
          await sleep(150);
          terminated += await storage.terminateConnections!();
        }
      })();
      await Promise.all(writers).finally(() => {
        writing = false;
      });
      await killer;

      expect(server.exitCode).toBeNull();
      expect(terminated).toBeGreaterThan(0);
      expect([...statuses.keys()].sort()).toEqual(statuses.has(503) ? [200, 503] : [200]);

      // Serving again: ready, and a read and a write both succeed on fresh connections.
      await storage.terminateConnections!();
      const ready = await fetch(`${baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      const me = await fetch(`${baseUrl}/api/v1/mobile/me`, {
        headers: { 'x-auth-token': phones[0]!.token },
      });
      expect(me.status).toBe(200);
      const db = await storage.open();
      try {
        const stored = await db
          .selectFrom('nightlyEntry')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('supersededAt', 'is', null)
          .executeTakeFirstOrThrow();
        const sent = phones.reduce((sum, phone) => sum + phone.recordedNights.length, 0);
        expect(Number(stored.count)).toBe(sent);
      } finally {
        await db.destroy();
      }
    } finally {
      await stopServer(server);
    }
  }, 120_000);
});
