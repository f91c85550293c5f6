import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { startJobs, type Jobs } from '../../platform/jobs.ts';
import { createRecordingMailer } from '../../platform/mailer.ts';
import { createTestDatabase } from '../../test/database.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { fhirExportHousekeepingJob, fhirExportJob, FHIR_EXPORT_HOUSEKEEPING_JOB } from './export-job.ts';
import { insertCategory, setLatest } from '../categories/test-world.ts';
import { validationErrors } from './test-validator.ts';

interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
  error: unknown[];
}

describe('FHIR Bulk Data $export', () => {
  let database: Database;
  let jobs: Jobs;
  let app: FastifyInstance;
  let dataDir: string;
  let nurse: string;
  let colleague: string;
  let otherNurse: string;
  let clinicId: number;
  let nurseUserId: number;
  let otherClinicId: number;
  let patientIds: number[];

  const asyncHeaders = { accept: 'application/fhir+json', prefer: 'respond-async' };
  const request = (method: 'GET' | 'DELETE', url: string, token: string, headers = {}) =>
    app.inject({ method, url, headers: { ...authHeaders(token), ...headers } });
  const kickOff = async (url: string, token = nurse) => {
    const response = await request('GET', url, token, asyncHeaders);
    expect(response.statusCode, response.body).toBe(202);
    return new URL(String(response.headers['content-location'])).pathname;
  };
  const finished = async (statusUrl: string, token = nurse) => {
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const response = await request('GET', statusUrl, token);
          if (response.statusCode === 202) seen.push(String(response.headers['x-progress']));
          return response.statusCode;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(200);
    const manifest = (await request('GET', statusUrl, token)).json<Manifest>();
    return { manifest, seen };
  };
  const partsOf = async (id: string) =>
    Number(
      (
        await database.db
          .selectFrom('fhirExportPart')
          .select((eb) => eb.fn.countAll<string>().as('parts'))
          .where('exportId', '=', id)
          .executeTakeFirstOrThrow()
      ).parts,
    );
  const lines = async (url: string, token = nurse) => {
    const response = await request('GET', new URL(url).pathname, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+ndjson/);
    return response.body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown> & { resourceType: string; id: string });
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(tmpdir(), 'vigil-export-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      APP_PROFILE: 'test',
      DEMO_DATA: 'false',
      JOBS: 'false',
      CUSTOMER: 'generic',
      DATA_DIR: dataDir,
    });
    database = await createTestDatabase();
    const { db } = database;
    jobs = await startJobs(database, pino({ level: 'silent' }), [
      fhirExportJob({ db, customer: 'generic' }),
      fhirExportHousekeepingJob({ db }),
    ]);
    app = await buildApp({ config, database, mailer: createRecordingMailer() });
    await app.ready();

    clinicId = (await createClinic(db)).clinicId;
    const secondClinicId = (await createClinic(db)).clinicId;
    otherClinicId = (await createClinic(db)).clinicId;
    const nurseUser = await createUser(db, { clinicIds: [clinicId, secondClinicId] });
    const colleagueUser = await createUser(db, { clinicIds: [clinicId] });
    const otherUser = await createUser(db, { clinicIds: [otherClinicId] });
    patientIds = [
      (await createPatient(db, { clinicIds: [clinicId] })).id,
      (await createPatient(db, { clinicIds: [clinicId] })).id,
      (await createPatient(db, { clinicIds: [secondClinicId] })).id,
    ];
    await createPatient(db, { clinicIds: [otherClinicId] });
    const variables = await db.selectFrom('patientVariable').select(['id', 'code']).execute();
    const sys = variables.find((variable) => variable.code === 'SYS')?.id ?? -1;
    await db
      .insertInto('variableValue')
      .values(
        patientIds.flatMap((patientId) =>
          Array.from({ length: 10 }, (_, day) => ({
            patientId,
            variableId: sys,
            timeStamp: new Date(Date.UTC(2026, 9, 1 + day, 7, 30)),
            value: 120 + day,
            source: 'staff' as const,
          })),
        ),
      )
      .execute();
    await db
      .insertInto('patientMessage')
      .values({ patientId: patientIds[0] ?? -1, title: 'Reminder', text: 'Please measure daily' })
      .execute();
    nurseUserId = nurseUser.id;
    nurse = await loginAs(app, nurseUser);
    colleague = await loginAs(app, colleagueUser);
    otherNurse = await loginAs(app, otherUser);
  });
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a kick-off without Prefer: respond-async, or with parameters it does not support', async () => {
    const cases = [
      ['/fhir/R4/$export', { accept: 'application/fhir+json' }, /Prefer: respond-async/],
      ['/fhir/R4/$export?_since=2026-01-01', asyncHeaders, /_since is not supported/],
      ['/fhir/R4/$export?_type=Patient,Medication', asyncHeaders, /_type Medication/],
      ['/fhir/R4/$export?_outputFormat=text/csv', asyncHeaders, /_outputFormat/],
      ['/fhir/R4/$export?color=red', asyncHeaders, /Unknown \$export parameter: color/],
      ['/fhir/R4/Group/1/$export?_type=Location', asyncHeaders, /_type Location/],
    ] as const;
    for (const [url, headers, message] of cases) {
      const response = await request('GET', url, nurse, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ issue: { diagnostics: string }[] }>().issue[0]?.diagnostics).toMatch(message);
    }
  });

  it('exports the caller’s patients as NDJSON files that validate, with progress until done', async () => {
    const statusUrl = await kickOff('/fhir/R4/$export');
    const first = await request('GET', statusUrl, nurse);
    expect(first.statusCode).toBe(202);
    expect(first.headers['x-progress']).toMatch(/^(queued|in progress: \d+%)$/);
    expect(first.headers['retry-after']).toBe('2');

    const { manifest, seen } = await finished(statusUrl);
    expect(seen.length).toBeGreaterThan(0);
    expect(manifest.requiresAccessToken).toBe(true);
    expect(manifest.request).toMatch(/\/fhir\/R4\/\$export$/);
    expect(manifest.output.map((file) => file.type)).toEqual([
      'Patient',
      'Observation',
      'Communication',
      'Organization',
      'Location',
    ]);
    for (const file of manifest.output) {
      const resources = await lines(file.url);
      expect(resources, file.type).toHaveLength(file.count);
      for (const resource of resources) {
        expect(resource.resourceType).toBe(file.type);
        expect(validationErrors(resource), `${file.type}/${resource.id}`).toEqual([]);
      }
    }
    const patients = await lines(manifest.output[0]?.url ?? '');
    expect(patients.map((patient) => Number(patient.id))).toEqual(patientIds);
    expect(manifest.output.find((file) => file.type === 'Observation')?.count).toBe(30);
  });

  it('exports a clinic as a Group: its patients only, and another clinic is not there', async () => {
    const statusUrl = await kickOff(`/fhir/R4/Group/${clinicId}/$export?_type=Patient,Observation`);
    const { manifest } = await finished(statusUrl);
    expect(manifest.output.map((file) => [file.type, file.count])).toEqual([
      ['Patient', 2],
      ['Observation', 20],
    ]);
    const patients = await lines(manifest.output[0]?.url ?? '');
    expect(patients.map((patient) => Number(patient.id))).toEqual(patientIds.slice(0, 2));

    const refused = await request('GET', `/fhir/R4/Group/${otherClinicId}/$export`, nurse, asyncHeaders);
    expect(refused.statusCode).toBe(404);
    expect(
      await database.db.selectFrom('fhirExport').select('id').where('clinicId', '=', otherClinicId).execute(),
    ).toEqual([]);
  });

  it('keeps an export’s status and files to the user who asked: others get 404', async () => {
    const statusUrl = await kickOff('/fhir/R4/$export?_type=Patient');
    const { manifest } = await finished(statusUrl);
    const fileUrl = new URL(manifest.output[0]?.url ?? '').pathname;
    for (const token of [colleague, otherNurse]) {
      expect((await request('GET', statusUrl, token)).statusCode).toBe(404);
      expect((await request('GET', fileUrl, token)).statusCode).toBe(404);
      expect((await request('DELETE', statusUrl, token)).statusCode).toBe(404);
    }
    expect((await request('GET', fileUrl.replace('Patient', 'Flag'), nurse)).statusCode).toBe(404);
    expect((await request('GET', fileUrl.replace('Patient.ndjson', '..%2F..%2Fx'), nurse)).statusCode).toBe(
      404,
    );
    expect((await request('GET', '/fhir/R4/$export-status/not-a-uuid', nurse)).statusCode).toBe(404);
    expect((await request('GET', statusUrl, nurse)).statusCode).toBe(200);
  });

  it('cancels an export on DELETE: the status and the files are gone', async () => {
    const statusUrl = await kickOff('/fhir/R4/$export?_type=Patient');
    const { manifest } = await finished(statusUrl);
    const id = statusUrl.split('/').at(-1) ?? '';
    expect((await request('DELETE', statusUrl, nurse)).statusCode).toBe(202);
    expect((await request('GET', statusUrl, nurse)).statusCode).toBe(404);
    expect((await request('GET', new URL(manifest.output[0]?.url ?? '').pathname, nurse)).statusCode).toBe(
      404,
    );
    expect(await partsOf(id)).toBe(0);
  });

  it('lets files expire: past their time they are 404, and housekeeping deletes them', async () => {
    const statusUrl = await kickOff('/fhir/R4/$export?_type=Patient');
    const { manifest } = await finished(statusUrl);
    const id = statusUrl.split('/').at(-1) ?? '';
    const expires = (await request('GET', statusUrl, nurse)).headers.expires;
    const hoursLeft = (Date.parse(String(expires)) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    await database.db
      .updateTable('fhirExport')
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where('id', '=', id)
      .execute();
    expect((await request('GET', statusUrl, nurse)).statusCode).toBe(404);
    expect((await request('GET', new URL(manifest.output[0]?.url ?? '').pathname, nurse)).statusCode).toBe(
      404,
    );
    expect(await partsOf(id)).toBeGreaterThan(0);

    await jobs.boss.send(FHIR_EXPORT_HOUSEKEEPING_JOB, {});
    await expect
      .poll(() => partsOf(id).then((parts) => (parts > 0 ? 'there' : 'gone')), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('gone');
    expect(await database.db.selectFrom('fhirExport').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('exports as Flags the memberships of the alert categories the caller saw at the kick-off', async () => {
    const { db } = database;
    const sys = (
      await db.selectFrom('patientVariable').select('id').where('code', '=', 'SYS').executeTakeFirstOrThrow()
    ).id;
    const shared = await insertCategory(db, {
      name: 'High systolic',
      alert: true,
      variable: [{ variableId: sys, relation: 'GT', threshold: 125 }],
    });
    const own = await insertCategory(db, {
      name: 'My watch list',
      alert: true,
      createdBy: nurseUserId,
      variable: [{ variableId: sys, relation: 'GT', threshold: 100 }],
    });
    // The categories read the latest values, which the derived-data worker keeps (not run here).
    for (const patientId of patientIds) await setLatest(db, patientId, sys, 129);
    try {
      const flagIds = async (token: string) => {
        const { manifest } = await finished(await kickOff('/fhir/R4/$export?_type=Flag', token), token);
        const file = manifest.output.find((output) => output.type === 'Flag');
        const flags = file ? await lines(file.url, token) : [];
        for (const flag of flags) expect(validationErrors(flag), flag.id).toEqual([]);
        return flags.map((flag) => flag.id);
      };
      const [first, second, third] = patientIds;
      expect(await flagIds(nurse)).toEqual([
        `${first}-c${shared}`,
        `${first}-c${own}`,
        `${second}-c${shared}`,
        `${second}-c${own}`,
        `${third}-c${shared}`,
        `${third}-c${own}`,
      ]);
      // The colleague sees the shared category, not the nurse's own, and one clinic's patients.
      expect(await flagIds(colleague)).toEqual([`${first}-c${shared}`, `${second}-c${shared}`]);
    } finally {
      await db.deleteFrom('ruleBasedCategory').where('id', 'in', [shared, own]).execute();
      await db.deleteFrom('patientVariableLatest').where('variableId', '=', sys).execute();
    }
  });

  it('serves the status and files from any server on the database, whichever wrote them', async () => {
    // A second server with a data folder of its own and no job workers, as behind a balancer.
    const otherDataDir = await fs.mkdtemp(path.join(tmpdir(), 'vigil-export-other-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      APP_PROFILE: 'test',
      DEMO_DATA: 'false',
      JOBS: 'false',
      CUSTOMER: 'generic',
      DATA_DIR: otherDataDir,
    });
    const other = await buildApp({ config, database, mailer: createRecordingMailer() });
    try {
      await other.ready();
      const statusUrl = await kickOff('/fhir/R4/$export?_type=Patient,Observation');
      const { manifest } = await finished(statusUrl);
      const onOther = await other.inject({ method: 'GET', url: statusUrl, headers: authHeaders(nurse) });
      expect(onOther.json<Manifest>()).toEqual(manifest);
      for (const file of manifest.output) {
        const here = await request('GET', new URL(file.url).pathname, nurse);
        const there = await other.inject({
          method: 'GET',
          url: new URL(file.url).pathname,
          headers: authHeaders(nurse),
        });
        expect(there.statusCode).toBe(200);
        expect(there.body).toBe(here.body);
        expect(there.body.split('\n').filter((line) => line !== '')).toHaveLength(file.count);
      }
      expect(await fs.readdir(otherDataDir)).not.toContain('fhir-exports');
    } finally {
      await other.close();
      await fs.rm(otherDataDir, { recursive: true, force: true });
    }
  });

  it('writes the kick-off, the polls and the downloads to the audit trail', async () => {
    const urls = (
      await database.db
        .selectFrom('auditTrail')
        .select(['url', 'status'])
        .where('url', 'like', '/fhir/R4/%export%')
        .execute()
    ).map((row) => `${row.status} ${row.url.replace(/[0-9a-f-]{36}/, 'ID')}`);
    expect(urls).toContain('202 /fhir/R4/$export');
    expect(urls).toContain('200 /fhir/R4/$export-status/ID');
    expect(urls).toContain('200 /fhir/R4/$export-file/ID/Patient.ndjson');
  });
});
