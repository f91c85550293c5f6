import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerChild, type NightToSend, type SimulatedChild } from '../simulator/index.ts';
import { startNginx, type LoadBalancer } from '../test/load-balancer.ts';
import { freePort, prepareStorage, startServer, stopServer, type Storage } from '../test/server-process.ts';
import { expectEveryNightStoredOnce } from '../test/stored-nights.ts';

const PHONES = 4;
const NIGHTS = 20;
const REGISTRATIONS_PER_HOUR = PHONES + 2;
/** Acknowledged nights after which one server is killed for good. */
const KILL_AFTER = 30;

/**
 * Two Vigil servers on one PostgreSQL database behind nginx, round-robin (docs/operations.md):
 * a session made through one works on the other, a request limit is one limit, and killing one
 * server with SIGKILL while phones write loses no acknowledged night; the other keeps answering.
 * PostgreSQL only: an embedded database belongs to one process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one database behind nginx', () => {
  let storage: Storage;
  let ports: number[];
  let servers: ChildProcess[];
  let balancer: LoadBalancer;
  beforeAll(async () => {
    storage = await prepareStorage();
    ports = [await freePort(), await freePort()];
    const env = {
      ...storage.env,
      TRUSTED_PROXY: '127.0.0.1',
      MOBILE_REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
    };
    servers = await Promise.all(ports.map((port) => startServer(env, port, 180_000)));
    balancer = await startNginx(await freePort(), ports);
  }, 240_000);
  afterAll(async () => {
    await balancer.stop();
    await Promise.all(servers.map((server) => stopServer(server)));
    await storage.drop();
  });

  const direct = (index: number) => `http://127.0.0.1:${ports[index]}`;

  it('takes phones and staff through either server, one limit for both, and survives losing one', async () => {
    const phones: SimulatedChild[] = [];
    for (let index = 0; index < PHONES; index++) {
      phones.push(
        await registerChild(balancer.baseUrl, {
          clinicId: storage.clinicId,
          index,
          nights: NIGHTS,
          timezone: 'Europe/Stockholm',
          retryForMs: 60_000,
          timeoutMs: 10_000,
        }),
      );
    }

    // A phone's session, made through the balancer, is known to both servers.
    const token = phones[0]!.token;
    for (const index of [0, 1]) {
      const profile = await fetch(`${direct(index)}/api/v1/mobile/me`, {
        headers: { 'x-auth-token': token },
      });
      expect(profile.status).toBe(200);
    }

    // The registration limit counts the registrations of both servers together.
    const registerOnce = (baseUrl: string, index: number) =>
      registerChild(baseUrl, {
        clinicId: storage.clinicId,
        index,
        nights: 1,
        retryForMs: 0,
        timeoutMs: 10_000,
      });
    await registerOnce(direct(0), 100);
    await registerOnce(direct(1), 101);
    await expect(registerOnce(direct(0), 102)).rejects.toThrow(/\(429\)/);
    await expect(registerOnce(direct(1), 103)).rejects.toThrow(/\(429\)/);

    const sent = new Map<number, NightToSend[]>(
      phones.map((phone) => [phone.patientId, phone.recordedNights]),
    );
    let acknowledged = 0;
    let requests = 0;
    let killed = false;
    await Promise.all(
      phones.map(async (phone) => {
        for (const night of sent.get(phone.patientId)!) {
          const summary = await phone.sendNights([night]);
          requests += summary.requests;
          acknowledged++;
          if (acknowledged >= KILL_AFTER && !killed) {
            killed = true;
            servers[0]!.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    const killedServer = servers[0]!;
    if (killedServer.exitCode === null && killedServer.signalCode === null) {
      await new Promise((resolve) => killedServer.once('exit', resolve));
    }

    // The server left answers directly and through the balancer.
    expect((await fetch(`${direct(1)}/readyz`)).status).toBe(200);
    for (let read = 0; read < 4; read++) {
      const profile = await fetch(`${balancer.baseUrl}/api/v1/mobile/me`, {
        headers: { 'x-auth-token': token },
      });
      expect(profile.status).toBe(200);
    }

    const db = await storage.open();
    try {
      await expectEveryNightStoredOnce(db, sent, requests);
    } finally {
      await db.destroy();
    }
  }, 420_000);
});
