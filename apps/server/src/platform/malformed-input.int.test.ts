import { CALENDAR_DATE_MESSAGE, TEXT_MESSAGES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  authHeaders,
  createClinic,
  createPatient,
  createUser,
  loginAs,
  type TestClinic,
} from '../test/factory.ts';

/**
 * Security issue 39, findings 2, 3 and 8: input that is malformed in its shape (nesting, dates,
 * number spelling, an empty body) answers a clear 4xx, or is accepted where it means nothing.
 */
describe('malformed input at the edge', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let token: string;
  let patientId: number;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    clinic = await createClinic(db);
    token = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ url: `/api/v1${url}`, headers: authHeaders(token) });
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('JSON nested 5,000 deep is a quick 400 on an unauthenticated route, not a 500', async () => {
    const started = performance.now();
    const response = await post('/session', '['.repeat(5000) + ']'.repeat(5000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: TEXT_MESSAGES.tooDeep });
    const objects = await post('/session', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000));
    expect(objects.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('32 levels are read; brackets inside strings do not count', async () => {
    const deep = '['.repeat(32) + ']'.repeat(32);
    const response = await post('/session', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toBe(TEXT_MESSAGES.tooDeep);
    const bracketsInText = await post(
      '/session',
      JSON.stringify({ username: '['.repeat(100), password: 'x' }),
    );
    expect(bracketsInText.json<{ message: string }>().message).not.toBe(TEXT_MESSAGES.tooDeep);
    expect(bracketsInText.statusCode).toBeLessThan(500);
  });

  it('an impossible date that matches the pattern is a 400 with a clear message', async () => {
    const clinicForm = {
      organization: { idorganization: clinic.organizationId },
      country: { idcountry: clinic.countryId },
      clinicName: 'Februar',
      premiumEndDate: '2026-02-30',
    };
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/clinics',
      headers: authHeaders(token),
      payload: clinicForm,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ message: CALENDAR_DATE_MESSAGE });
    const stays = await get('/statisticsuniquehospitalizations/2026-02-30/2026-03-01');
    expect(stays.statusCode).toBe(400);
    expect(stays.json()).toMatchObject({ message: CALENDAR_DATE_MESSAGE });
  });

  it('pages beyond any real list are refused', async () => {
    for (const url of [
      '/rule-based-categories/1/patients?page=2147483648',
      '/patients/status?page=9007199254740990',
      '/patients/status?page=1000001',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await get('/patients/status?page=1000000')).statusCode).toBe(200);
  });

  it('ids are decimal integers only: hex, fractions and exponents are 400', async () => {
    expect((await get(`/patients/${patientId}/clinic-choices`)).statusCode).toBe(200);
    for (const spelling of [
      `0x${patientId.toString(16)}`,
      `${patientId}.0`,
      `${patientId}e0`,
      ` ${patientId}`,
      `+${patientId}`,
    ]) {
      const response = await get(`/patients/${encodeURIComponent(spelling)}/clinic-choices`);
      expect(response.statusCode, spelling).toBe(400);
    }
  });

  it('an empty body with Content-Type application/json is accepted where the route takes none', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/patients/${patientId}/activate/true`,
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const needsBody = await post('/session', '');
    expect(needsBody.statusCode).toBe(400);
  });
});
