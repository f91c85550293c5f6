import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMobileWorld } from '../features/mobile/test-world.ts';
import { authHeaders, createUser, loginAs, type TestUser } from '../test/factory.ts';
import { fieldProbes, type FieldProbe, type OpenApiDocument } from '../test/openapi-samples.ts';
import { TEXT_MESSAGES } from '@vigil/domain';

/**
 * Every string and integer field of every route, as the OpenAPI document describes it, with
 * U+0000 in a string and 2^31 in an integer: a clear 4xx, never a 5xx and never a database
 * error code. Callers have the rights the route asks for, so the probe reaches its validation.
 */
const CLIENT_CODES = ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'FORBIDDEN'];
const isNulRefusal = (body: { code?: string; message?: string }) =>
  body.code === 'BAD_REQUEST' && body.message === TEXT_MESSAGES.nulCharacter;

describe('hostile values in every field of every route', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let admin: TestUser;
  let adminToken: string;
  let phoneToken: string;
  let probes: FieldProbe[];
  const accessOf = new Map<string, string>();

  beforeAll(async () => {
    world = await createMobileWorld();
    admin = await createUser(world.db, { role: 'ROLE_MYAPPADMIN', clinicIds: [world.clinic.clinicId] });
    adminToken = await loginAs(world.server.app, admin);
    phoneToken = (await world.register()).token;
    const document = (world.server.app as unknown as { swagger(): OpenApiDocument }).swagger();
    probes = fieldProbes(document, { string: 'a\u0000b', integer: 2 ** 31 });
    for (const route of world.server.app.declaredRoutes)
      accessOf.set(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access);
  });
  afterAll(() => world.server.close());

  /** Sends a probe with the credential its route asks for; a logout on the way is logged in again. */
  async function send(probe: FieldProbe) {
    const access = accessOf.get(`${probe.method} ${probe.path}`);
    const inject = () =>
      world.server.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers:
          access === 'device'
            ? { 'x-auth-token': phoneToken, 'idempotency-key': crypto.randomUUID(), 'x-app-version': '2.1.8' }
            : access === 'public'
              ? {}
              : authHeaders(adminToken),
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
    let response = await inject();
    if (response.statusCode === 401 && access !== 'public' && access !== 'device') {
      adminToken = await loginAs(world.server.app, admin);
      response = await inject();
    }
    return response;
  }

  const described = (probe: FieldProbe, response: { statusCode: number; body: string }) =>
    `${probe.method} ${probe.path} ${probe.field}: ${response.statusCode} ${response.body.slice(0, 200)}`;

  it('the document yields probes for both kinds of field', () => {
    expect(probes.filter((probe) => probe.kind === 'string').length).toBeGreaterThan(100);
    expect(probes.filter((probe) => probe.kind === 'integer').length).toBeGreaterThan(50);
  });

  it('U+0000 in any text is refused at the edge with a clear 400', async () => {
    const wrong: string[] = [];
    for (const probe of probes.filter((candidate) => candidate.kind === 'string')) {
      const response = await send(probe);
      if (response.statusCode !== 400 || !isNulRefusal(response.json()))
        wrong.push(described(probe, response));
    }
    expect(wrong).toEqual([]);
  });

  it('2^31 in any integer answers 4xx with one of Vigil’s own codes', async () => {
    const wrong: string[] = [];
    for (const probe of probes.filter((candidate) => candidate.kind === 'integer')) {
      const response = await send(probe);
      if (response.statusCode >= 500) wrong.push(described(probe, response));
      else if (response.statusCode >= 400 && !CLIENT_CODES.includes(response.json<{ code: string }>().code))
        wrong.push(described(probe, response));
    }
    expect(wrong).toEqual([]);
  });

  it('a body over the limit answers 413 with its own code', async () => {
    const response = await world.server.app.inject({
      method: 'POST',
      url: '/api/v1/logClientError',
      headers: { ...authHeaders(adminToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
