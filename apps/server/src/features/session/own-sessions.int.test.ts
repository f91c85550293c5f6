import { SECOND_FACTOR_MESSAGES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, type TestClinic, type TestUser } from '../../test/factory.ts';

/** Issue 39, "Second factor and sessions": the own sessions list, ending one or all others. */
describe('own sessions', () => {
  let server: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    server = await createTestApp();
    clinic = await createClinic(server.database.db);
  });
  afterAll(() => server.close());

  const logIn = async (user: TestUser, ip: string, userAgent: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: user.username, password: user.password },
      remoteAddress: ip,
      headers: { 'user-agent': userAgent, 'x-client-platform': 'web' },
    });
    return response.json<{ token: string }>().token;
  };
  const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: authHeaders(token) });
  const sessionsOf = async (token: string) =>
    (await call('GET', '/users/my-sessions', token)).json<
      {
        id: number;
        ip: string;
        userAgent: string;
        platform: string;
        current: boolean;
        createdAt: string;
        lastActivityAt: string;
      }[]
    >();

  it('lists the own open sessions with address and browser, and marks the current one', async () => {
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const colleague = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const laptop = await logIn(nurse, '10.3.3.1', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0');
    const phone = await logIn(nurse, '10.3.3.2', 'Mozilla/5.0 (iPhone) Safari/604.1');
    await logIn(colleague, '10.3.3.3', 'curl/8');
    await call('DELETE', '/session', await logIn(nurse, '10.3.3.4', 'ended')); // logged out: not listed

    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(2);
    expect(
      listed.map(({ ip, userAgent, current, platform }) => ({ ip, userAgent, current, platform })),
    ).toEqual(
      expect.arrayContaining([
        {
          ip: '10.3.3.1',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
          current: true,
          platform: 'web',
        },
        { ip: '10.3.3.2', userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1', current: false, platform: 'web' },
      ]),
    );
    for (const session of listed) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastActivityAt)).not.toBeNaN();
    }
    expect((await sessionsOf(phone)).find((session) => session.current)?.ip).toBe('10.3.3.2');
  });

  it('ends one other session, never the current one or someone else’s', async () => {
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const colleague = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const laptop = await logIn(nurse, '10.3.4.1', 'laptop');
    const phone = await logIn(nurse, '10.3.4.2', 'phone');
    const theirs = await logIn(colleague, '10.3.4.3', 'theirs');
    const [phoneSession] = (await sessionsOf(laptop)).filter((session) => !session.current);
    const [current] = (await sessionsOf(laptop)).filter((session) => session.current);
    const [theirSession] = await sessionsOf(theirs);

    const foreign = await call('DELETE', `/users/my-sessions/${theirSession!.id}`, laptop);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', '/session', theirs)).json()).toMatchObject({ isAuthenticated: true });
    const own = await call('DELETE', `/users/my-sessions/${current!.id}`, laptop);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.currentSession });
    expect((await call('DELETE', '/users/my-sessions/1.0', laptop)).statusCode).toBe(400);

    expect((await call('DELETE', `/users/my-sessions/${phoneSession!.id}`, laptop)).statusCode).toBe(204);
    expect((await call('GET', '/users/my-totp', phone)).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toHaveLength(1);
    expect((await call('DELETE', `/users/my-sessions/${phoneSession!.id}`, laptop)).statusCode).toBe(404);
  });

  it('ends every other own session and keeps the current one', async () => {
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const colleague = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const tokens = [
      await logIn(nurse, '10.3.5.1', 'a'),
      await logIn(nurse, '10.3.5.2', 'b'),
      await logIn(nurse, '10.3.5.3', 'c'),
    ];
    const theirs = await logIn(colleague, '10.3.5.4', 'd');
    expect((await call('DELETE', '/users/my-sessions', tokens[1]!)).statusCode).toBe(204);
    expect((await call('GET', '/users/my-sessions', tokens[0]!)).statusCode).toBe(401);
    expect((await call('GET', '/users/my-sessions', tokens[2]!)).statusCode).toBe(401);
    expect(await sessionsOf(tokens[1]!)).toHaveLength(1);
    expect(await sessionsOf(theirs)).toHaveLength(1);
    const audited = await server.database.db
      .selectFrom('auditTrail')
      .select(['method', 'status'])
      .where('userId', '=', nurse.id)
      .where('url', '=', '/api/v1/users/my-sessions')
      .execute();
    expect(audited).toContainEqual({ method: 'DELETE', status: 204 });
  });
});
