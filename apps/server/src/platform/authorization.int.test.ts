import { hasRights, ROLES, type Role } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectSwept, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs, type TestUser } from '../test/factory.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';

/**
 * For every API route the app registers: anonymous callers get 401 and callers below the
 * route's rights group get 403, and neither changes anything in the database. A route added
 * later is covered the moment it exists.
 */
describe('authorization of every route', () => {
  let server: TestApp;
  const tokens = new Map<Role, string>();
  const users = new Map<Role, TestUser>();

  beforeAll(async () => {
    server = await createTestApp();
    const clinic = await createClinic(server.database.db);
    for (const role of ROLES) {
      const user = await createUser(server.database.db, { role, clinicIds: [clinic.clinicId] });
      users.set(role, user);
      tokens.set(role, await loginAs(server.app, user));
    }
  });
  afterAll(() => server.close());

  const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
  const call = (method: string, url: string, token?: string) =>
    injectSwept(server.app, {
      method: method as 'GET',
      url: concreteUrl(url),
      headers: token ? authHeaders(token) : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('the app declares its routes', () => {
    expect(server.app.declaredRoutes.length).toBeGreaterThan(10);
  });

  it('anonymous callers get 401 on every non-public route, and nothing changes', async () => {
    const before = await databaseFingerprint(server.database.db);
    const guarded = server.app.declaredRoutes.filter((route) => route.access !== 'public');
    for (const route of guarded) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('a role below the rights group gets 403 on every route, and nothing changes', async () => {
    const before = await databaseFingerprint(server.database.db);
    let refusals = 0;
    for (const route of server.app.declaredRoutes) {
      if (route.access === 'public' || route.access === 'device') continue;
      for (const role of ROLES.filter(
        (candidate) =>
          !hasRights(candidate, route.access as Exclude<typeof route.access, 'public' | 'device'>),
      )) {
        const response = await call(route.method, route.url, tokens.get(role));
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        refusals++;
      }
    }
    expect(refusals).toBeGreaterThan(0);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('a role at or above the rights group is let through the gate', async () => {
    for (const route of server.app.declaredRoutes) {
      if (route.access === 'public' || route.access === 'device') continue;
      const role = ROLES.find((candidate) =>
        hasRights(candidate, route.access as Exclude<typeof route.access, 'public' | 'device'>),
      )!;
      // A fresh session per call: the logout route ends the one it is called with.
      const response = await call(route.method, route.url, await loginAs(server.app, users.get(role)!));
      expect([401, 403], `${role} ${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });
});
