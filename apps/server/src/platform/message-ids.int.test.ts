import { LOGIN_MESSAGES, PATIENT_MESSAGES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../test/factory.ts';

describe('error answers name their catalogue message', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('a refused request body carries the id of its schema message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: LOGIN_MESSAGES.required,
      code: 'BAD_REQUEST',
      messageId: 'login.required',
    });
  });

  it('an error a service throws carries the id of its message', async () => {
    const clinic = await createClinic(server.database.db);
    const nurse = await createUser(server.database.db, { clinicIds: [clinic.clinicId] });
    const token = await loginAs(server.app, nurse);
    const response = await server.app.inject({ url: '/api/v1/patients/987654', headers: authHeaders(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: PATIENT_MESSAGES.noPatient,
      code: 'NOT_FOUND',
      messageId: 'patient.noPatient',
    });
  });

  it('a message outside the catalogues comes without an id', async () => {
    const response = await server.app.inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
  });

  it('the OpenAPI error shape documents the id', async () => {
    const response = await server.app.inject({ url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    const responses = document.paths['/api/v1/session']?.['post']?.responses;
    expect(JSON.stringify(responses)).toContain('"messageId"');
  });
});
