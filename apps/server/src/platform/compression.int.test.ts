import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../test/factory.ts';

const LIST =
  '/api/v1/patients/status?window=1&sort=NAME&direction=asc&filter=&showInactive=false&page=0&pageSize=100';

describe('compressed answers', () => {
  let server: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await createTestApp();
    const clinic = await createClinic(server.database.db);
    token = await loginAs(server.app, await createUser(server.database.db, { clinicIds: [clinic.clinicId] }));
    for (let patient = 0; patient < 40; patient++) {
      await createPatient(server.database.db, { clinicIds: [clinic.clinicId] });
    }
  });
  afterAll(() => server.close());

  const list = (acceptEncoding: string) =>
    server.app.inject({ url: LIST, headers: { ...authHeaders(token), 'accept-encoding': acceptEncoding } });

  it('a patients list page goes out Brotli-compressed to a browser, the same list when unpacked', async () => {
    const plain = await list('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('gzip where Brotli is not accepted', async () => {
    const plain = await list('identity');
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const session = await server.app.inject({ url: '/api/v1/session', headers: { 'accept-encoding': 'br' } });
    expect(session.rawPayload.length).toBeLessThan(1024);
    expect(session.headers['content-encoding']).toBeUndefined();
  });
});
