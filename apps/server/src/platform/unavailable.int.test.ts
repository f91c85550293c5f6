import { apiErrorSchema } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { createRecordingMailer } from './mailer.ts';

/**
 * Issue 39, finding 8: a 503 has Vigil's one error shape, `{ message, code: 'UNAVAILABLE' }`,
 * whether the server is shutting down or its database is gone.
 */
describe('the one 503 shape', () => {
  it('a request that arrives while the server shuts down gets 503 UNAVAILABLE and the connection closes', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      APP_PROFILE: 'test',
      DEMO_DATA: 'false',
      JOBS: 'false',
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, mailer: createRecordingMailer() });
    let answer: { status: number; connection: string | null; body: unknown } | undefined;
    // Runs after Vigil's own preClose hook (which marks the server as closing) and before the
    // listening socket closes: a real request from outside, as a load balancer would send it.
    app.addHook('preClose', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/session`);
      answer = {
        status: response.status,
        connection: response.headers.get('connection'),
        body: await response.json(),
      };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await app.close();
    await database.close();
    expect(answer?.status).toBe(503);
    expect(answer?.connection).toBe('close');
    expect(answer?.body).toEqual({
      message: 'The server is restarting, please try again shortly',
      code: 'UNAVAILABLE',
    });
    expect(apiErrorSchema.safeParse(answer?.body).success).toBe(true);
  }, 300_000);

  it('/readyz answers 503 UNAVAILABLE when the database is unreachable, /healthz stays 200', async () => {
    const server = await createTestApp();
    expect((await server.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    await server.database.close();
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database is not reachable right now', code: 'UNAVAILABLE' });
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await server.app.close();
  }, 300_000);
});
