import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createRecordingMailer } from '../platform/mailer.ts';
import { createTestDataDir } from '../test/database.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../test/factory.ts';
import { openDatabase, type Database } from './database.ts';
import { isUniqueViolation } from './errors.ts';

// The embedded database as the server opens a data folder: on a worker thread of its own.
describe.skipIf(!inject('pgliteTemplateDir'))('the embedded database on its own thread', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await createTestDataDir();
    database = await openDatabase({ kind: 'pglite', dataDir });
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('returns values with the types the calling thread gets', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select date '2026-03-01' as day, 9007199254740::bigint as big, 1.25::numeric as exact,
             timestamptz '2026-03-01 10:00:00+00' as at, '{"a":[1,2]}'::jsonb as doc,
             array['x', 'y'] as list, true as yes, null::int as nothing, '\\x0102'::bytea as bytes
    `.execute(database.db);
    expect(rows[0]).toEqual({
      day: '2026-03-01',
      big: 9007199254740,
      exact: 1.25,
      at: new Date('2026-03-01T10:00:00Z'),
      doc: { a: [1, 2] },
      list: ['x', 'y'],
      yes: true,
      nothing: null,
      bytes: new Uint8Array([1, 2]),
    });
  });

  it('runs a script of several statements and answers with the last', async () => {
    const result = await database.executeSql(
      'create temporary table t (n int); insert into t values (1), (2); select sum(n) as s from t',
      [],
    );
    expect(result.rows).toEqual([{ s: 3 }]);
  });

  it("carries a database error's code and constraint across the thread", async () => {
    const clinic = await createClinic(database.db);
    const error = await database.db
      .insertInto('country')
      .values({ id: clinic.countryId, name: 'Same id as another' })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error, 'country_pkey')).toBe(true);
  });

  it('rolls a failed transaction back and goes on serving', async () => {
    const before = await database.db
      .selectFrom('clinic')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await createClinic(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await database.db
      .selectFrom('clinic')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('keeps answering requests while a statement runs', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      APP_PROFILE: 'test',
      DEMO_DATA: 'false',
      JOBS: 'false',
    });
    const app = await buildApp({ config, database, mailer: createRecordingMailer() });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const clinic = await createClinic(database.db);
      const nurse = await createUser(database.db, { role: 'ROLE_USER', clinicIds: [clinic.clinicId] });
      const patient = await createPatient(database.db, { clinicIds: [clinic.clinicId] });
      const token = await loginAs(app, nurse);

      // A statement that keeps the database busy for three seconds, as a heavy list read would;
      // /healthz is asked again and again meanwhile. On the main thread it could not answer until
      // the statement ended.
      let done = false;
      const busy = database.executeSql('select pg_sleep(3)', []).then(() => (done = true));
      const answeredWhileBusy: number[] = [];
      while (!done) {
        const health = await fetch(`${base}/healthz`);
        if (!done) answeredWhileBusy.push(health.status);
      }
      await busy;
      expect(answeredWhileBusy.length).toBeGreaterThan(0);
      expect(new Set(answeredWhileBusy)).toEqual(new Set([200]));

      // And the list itself is read through the thread.
      const list = await fetch(`${base}/api/v1/patients/status`, { headers: authHeaders(token) });
      expect(list.status).toBe(200);
      const body = (await list.json()) as { patients: { idpatient: number }[] };
      expect(body.patients.map((row) => row.idpatient)).toContain(patient.id);
    } finally {
      await app.close();
    }
  });
});
