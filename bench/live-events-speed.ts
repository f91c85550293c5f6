/**
 * Live screens under load (issue 42): many staff connected to GET /events while phones write
 * nights through the mobile API. The real server (main.ts) on a scratch PostgreSQL database with
 * one clinic of `patients` children (demo-sized rows of their own) and `connections` staff sessions.
 *
 *   npx tsx bench/live-events-speed.ts [connections=500] [phones=20] [seconds=30]
 *
 * The streams are read by another process (bench/lib/live-readers.ts), as browsers would be: the
 * readers' parsing does not queue behind the server's work on one event loop, nor delay the
 * phones and the list calls timed here. The host's load average is printed with the figures.
 *
 * Figures:
 * - event latency: from the moment a phone's night request is sent (so an upper bound of "after
 *   the write commits") to each connected client receiving the night's change; p50/p95/p99 over
 *   every delivery. Target p95 ≤ 1 s.
 * - server memory per connection: the server's resident memory with every stream open, less
 *   before any was opened, over the number of streams.
 * - GET /patients/status p95 with the streams open against the same load without them (the
 *   baseline of this run: phones writing, nobody connected). Target ratio ≤ 1.2.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { nightsFromValues, registerChild, type SimulatedChild } from '../apps/server/src/simulator/index.ts';
import { createClinic, createPatient, createUser } from '../apps/server/src/test/factory.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';
import { startServer } from './lib/server.ts';
import { load, summarize, type LatencySummary } from './lib/stats.ts';

const connections = Number(process.argv[2] ?? 500);
const phones = Number(process.argv[3] ?? 20);
const seconds = Number(process.argv[4] ?? 30);
const PATIENTS = 300;
const ZONE = 'Europe/Stockholm';
const LIST_CONCURRENCY = 2;
const SESSION = { idleMs: 4 * 3600_000, absoluteMs: 8 * 3600_000 };

const scratch = await createScratchDatabase('vigil_bench_live');
const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
const { db } = database;
await migrateToLatest(db);
const clinic = await createClinic(db);
for (let index = 0; index < PATIENTS; index++) await createPatient(db, { clinicIds: [clinic.clinicId] });
const nurse = await createUser(db, { clinicIds: [clinic.clinicId] });
const tokens: string[] = [];
for (let index = 0; index < connections + 1; index++) {
  tokens.push((await createSession(db, { userId: nurse.id, ip: null, platform: 'web' }, SESSION)).token);
}
const listToken = tokens.pop()!;

const server = await startServer({ DATABASE_URL: scratch.url, JOBS: 'false' });
const headers = (token: string) => ({ 'x-auth-token': token, 'x-client-platform': 'web' });

try {
  const children: SimulatedChild[] = [];
  for (let index = 0; index < phones; index++) {
    children.push(
      await registerChild(server.baseUrl, { clinicId: clinic.clinicId, index, nights: 150, timezone: ZONE }),
    );
  }
  // Each phone sends one night at a time, oldest first, as a family entering missed mornings.
  const nights = nightsFromValues(
    Array.from({ length: 140 }, (_, index) => (index % 3 === 0 ? 1 : 0)),
    ZONE,
  );
  /** Per patient, when each night was sent (wall clock, as the readers' process reads it). */
  const sentLog = new Map<number, number[]>();
  let writing = true;
  // A night sent again unchanged is no change, so each phone goes on where the last phase stopped.
  const rounds = new Map<SimulatedChild, number>();
  const phoneLoop = async (child: SimulatedChild, offset: number) => {
    while (writing) {
      const round = rounds.get(child) ?? 0;
      rounds.set(child, round + 1);
      const log = sentLog.get(child.patientId) ?? [];
      log.push(performance.timeOrigin + performance.now());
      sentLog.set(child.patientId, log);
      await child.sendNights([nights[(round + offset) % nights.length]!], {
        batchSize: 1,
        modelErrors: false,
      });
      // About one night per phone per second: a clinic's busy morning.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };

  const listLoad = () =>
    load(
      async () => {
        const response = await fetch(`${server.baseUrl}/api/v1/patients/status?pageSize=100`, {
          headers: headers(listToken),
        });
        if (!response.ok) throw new Error(`list answered ${response.status}`);
        await response.arrayBuffer();
      },
      { concurrency: LIST_CONCURRENCY, seconds },
    );

  const withPhones = async <T>(work: () => Promise<T>): Promise<T> => {
    writing = true;
    const loops = children.map((child, index) => phoneLoop(child, index * 7));
    try {
      return await work();
    } finally {
      writing = false;
      await Promise.all(loops);
    }
  };

  // Baseline: phones writing, the list read, nobody connected.
  const baseline = await withPhones(listLoad);

  // The load's garbage settles before the resident memory is read, as it does before rssOpen.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssBefore = server.rssMb();
  // The readers run in a process of their own (bench/lib/live-readers.ts): reading the streams
  // must not share the server's event loop, nor the phones' and the list's timing loop here.
  const readers = fork(fileURLToPath(new URL('lib/live-readers.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const fromReaders = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        readers.off('message', onMessage);
        resolve(message[key] as T);
      };
      readers.on('message', onMessage);
      readers.once('exit', (code) => reject(new Error(`the readers' process exited with ${code}`)));
    });
  const allReady = fromReaders<number>('ready');
  readers.send({ baseUrl: server.baseUrl, tokens });
  await allReady;
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssOpen = server.rssMb();

  const withStreams = await withPhones(listLoad);
  const received = fromReaders<[number, number][]>('deliveries');
  readers.send({ stop: true });
  // A delivery answers the latest send of its patient's night before it (as sentAt was read
  // when both ran in one process).
  const latencies: number[] = [];
  for (const [patientId, at] of await received) {
    const sends = sentLog.get(patientId) ?? [];
    let latest: number | undefined;
    for (const sent of sends) if (sent <= at) latest = sent;
    if (latest !== undefined) latencies.push(at - latest);
  }
  const delivered = summarize(latencies, seconds);

  const line = (name: string, figures: LatencySummary) =>
    `${name.padEnd(34)} p50 ${figures.p50.toFixed(0).padStart(5)} ms  p95 ${figures.p95.toFixed(0).padStart(5)} ms  p99 ${figures.p99.toFixed(0).padStart(5)} ms  (${figures.count})`;
  console.log(
    `\nlive screens: ${connections} streams (read in another process), ${phones} phones (~1 night/s each), ${seconds} s per phase`,
  );
  console.log(
    `load average (1/5/15 min): ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
  console.log(line('event latency (night → client)', delivered));
  console.log(line('list, phones, no streams', baseline));
  console.log(line(`list, phones, ${connections} streams`, withStreams));
  console.log(
    `list p95 ratio (streams / none): ${(withStreams.p95 / baseline.p95).toFixed(2)} (target ≤ 1.2)`,
  );
  console.log(
    `server memory: ${rssBefore.toFixed(0)} MB → ${rssOpen.toFixed(0)} MB with the streams, ` +
      `${(((rssOpen - rssBefore) * 1024) / connections).toFixed(1)} KB per connection`,
  );
} finally {
  await server.stop();
  await database.close();
  await scratch.drop();
}
