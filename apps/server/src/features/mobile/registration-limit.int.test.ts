import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestAppOn, type TestApp } from '../../test/app.ts';
import { createClinic, type TestClinic } from '../../test/factory.ts';
import { registrationForm } from './test-world.ts';

describe('the public registration’s rate limit', () => {
  let server: TestApp;
  let secondServer: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    server = await createTestApp({ MOBILE_REGISTRATIONS_PER_HOUR: '3' });
    secondServer = await createTestAppOn(server.database, { MOBILE_REGISTRATIONS_PER_HOUR: '3' });
    clinic = await createClinic(server.database.db);
  });
  afterAll(async () => {
    await secondServer.close();
    await server.close();
  });

  const register = (remoteAddress: string, through: TestApp = server) =>
    through.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/registration',
      remoteAddress,
      headers: { 'idempotency-key': randomUUID() },
      payload: registrationForm(clinic.clinicId, { countryId: clinic.countryId }),
    });

  it('accepts the configured number per address and hour, then answers 429 and stores nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await register('203.0.113.7')).statusCode).toBe(201);
    const patientsBefore = await server.database.db
      .selectFrom('patient')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const refused = await register('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ message: string; code: string }>();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/^Too many requests, please try again in /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const patientsAfter = await server.database.db
      .selectFrom('patient')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(patientsAfter.count)).toBe(Number(patientsBefore.count));
  });

  it('is one limit for every server on the database', async () => {
    for (let i = 0; i < 2; i++) expect((await register('192.0.2.55')).statusCode).toBe(201);
    expect((await register('192.0.2.55', secondServer)).statusCode).toBe(201);
    expect((await register('192.0.2.55', secondServer)).statusCode).toBe(429);
    expect((await register('192.0.2.55')).statusCode).toBe(429);
  });

  it('counts each address on its own', async () => {
    expect((await register('198.51.100.4')).statusCode).toBe(201);
  });

  it('leaves the other public routes unlimited', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/v1/mobile/registration-options',
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
