import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/** Security issue 39, finding 6: /metrics is not public on prod. */
// Each case starts an app of its own on a busy machine.
describe('/metrics access', { timeout: 240_000 }, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    apps.push(app);
    return app;
  };
  const token = 'scrape-7f3a9c1e5b2d8f4a6c0e';

  it('on prod without a token nobody reads the metrics', async () => {
    const server = await start({ APP_PROFILE: 'prod', SMTP_URL: 'smtp://localhost:2525' });
    const response = await server.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(response.body).not.toContain('vigil_http_request_duration_seconds');
  });

  it('with METRICS_TOKEN only the bearer of the token reads them', async () => {
    const server = await start({
      APP_PROFILE: 'prod',
      SMTP_URL: 'smtp://localhost:2525',
      METRICS_TOKEN: token,
    });
    expect((await server.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await server.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('process_cpu_user_seconds_total');
  });
});
