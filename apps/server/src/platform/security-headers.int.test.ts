import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../test/factory.ts';

describe('security headers', () => {
  let server: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await createTestApp();
    const clinic = await createClinic(server.database.db);
    token = await loginAs(server.app, await createUser(server.database.db, { clinicIds: [clinic.clinicId] }));
  });
  afterAll(() => server.close());

  it('every answer carries a content security policy that forbids framing and foreign scripts', async () => {
    for (const url of ['/api/v1/session', '/healthz', '/no-such-page']) {
      const { headers } = await server.app.inject({ url });
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-eval');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('patient data answers may not be cached', async () => {
    const response = await server.app.inject({ url: '/api/v1/patients/status', headers: authHeaders(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const refused = await server.app.inject({ url: '/api/v1/patients/1' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('serves the API document outside prod', async () => {
    expect((await server.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('the API document on prod', () => {
  it('is not served unless API_DOCS turns it on', async () => {
    const prod = { APP_PROFILE: 'prod', SMTP_URL: 'smtp://127.0.0.1:2525' };
    const hidden = await createTestApp(prod);
    expect((await hidden.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await hidden.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    await hidden.close();
    const shown = await createTestApp({ ...prod, API_DOCS: 'true' });
    expect((await shown.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    await shown.close();
  });
});
