import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('client error reports', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  const report = (ip: string, message = 'TypeError: x is undefined') =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/logClientError',
      remoteAddress: ip,
      payload: {
        message,
        url: 'http://localhost/#/patients',
        lineNumber: 3,
        columnNumber: 14,
        userAgent: 'test',
      },
    });

  it('a report from the login page is stored', async () => {
    expect((await report('198.51.100.1')).statusCode).toBe(204);
    const stored = await server.database.db
      .selectFrom('clientErrorReport')
      .selectAll()
      .where('ip', '=', '198.51.100.1')
      .execute();
    expect(stored).toMatchObject([{ message: 'TypeError: x is undefined', lineNumber: 3, userId: null }]);
  });

  it('an address that floods reports is refused after twenty a minute', async () => {
    for (let index = 0; index < 20; index++) expect((await report('198.51.100.2')).statusCode).toBe(204);
    expect((await report('198.51.100.2')).statusCode).toBe(429);
    expect((await report('198.51.100.3')).statusCode).toBe(204);
  });
});
