import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('platform routes', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('healthz answers while the process lives', async () => {
    const response = await server.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('readyz answers when the database is reachable and migrated', async () => {
    const response = await server.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('an unknown API path is a JSON 404 with a code', async () => {
    const response = await server.app.inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the anonymous session tells the login page the flavour and profile', async () => {
    const response = await server.app.inject({ url: '/api/v1/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
      customerName: 'bedwetting',
      profile: 'test',
    });
  });

  it('OpenAPI documents the API from the zod schemas', async () => {
    const response = await server.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/v1/session');
  });

  it('metrics are exposed for Prometheus', async () => {
    await server.app.inject({ url: '/healthz' });
    const response = await server.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('vigil_http_request_duration_seconds');
    expect(response.body).toContain('process_resident_memory_bytes');
  });
});

describe('patient app downloads', () => {
  it('without published files the link answers a clear 404', async () => {
    const server = await createTestApp({ DOWNLOADS_DIR: '/nonexistent/vigil-downloads' });
    const response = await server.app.inject({ url: '/downloads/vigil-patient.apk' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/patient app is not published/);
    const list = await server.app.inject({ url: '/downloads.json' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ apk: false, appBundle: false });
    await server.close();
  });

  it('lists the files an operator published, in one answer', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vigil-downloads-'));
    await fs.promises.writeFile(path.join(dir, 'vigil-patient.apk'), 'apk');
    const server = await createTestApp({ DOWNLOADS_DIR: dir });
    expect((await server.app.inject({ url: '/downloads.json' })).json()).toEqual({
      apk: true,
      appBundle: false,
    });
    await fs.promises.writeFile(path.join(dir, 'vigil-patient.aab'), 'aab');
    expect((await server.app.inject({ url: '/downloads.json' })).json()).toEqual({
      apk: true,
      appBundle: true,
    });
    await server.close();
    await fs.promises.rm(dir, { recursive: true });
  });
});
