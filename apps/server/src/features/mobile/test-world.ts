import { randomUUID } from 'node:crypto';
import { addDays, localDate, type RegistrationResponse } from '@vigil/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs, type TestClinic } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { settleDerivedData } from '../derived-data/index.ts';

export const TIMEZONE = 'Europe/Stockholm';

/** The phone app's registration form for a clinic, with every field filled. */
export function registrationForm(clinicId: number, overrides: Record<string, unknown> = {}) {
  return {
    clinicId,
    childName: 'Elsa Lund-Berg',
    parentName: "Karin O'Neill",
    age: 8,
    gender: 'Female',
    clinicName: 'Shown in the app',
    dbLanguage: 'sv',
    town: 'Uppsala',
    countryId: null,
    timezone: TIMEZONE,
    alarmTypeName: null,
    appVersion: '2.1.8',
    answerA: true,
    answerB: false,
    answerC: null,
    answerD1: 2,
    answerD2: '1',
    answerD3: 0,
    answerD4: 3,
    answerD5: 1,
    answerD6: 0,
    answerD7: 2,
    answerD8: 1,
    answerD9: 0,
    answerD10: 1,
    questions: { A: 'Does the child wet the bed every night?', D1: 'How deep does the child sleep?' },
    ...overrides,
  };
}

/** The night `daysAgo` mornings back in a time zone (0: the night that ended this morning). */
export const nightAgo = (daysAgo: number, timeZone = TIMEZONE) =>
  addDays(localDate(new Date(), timeZone), -daysAgo);

export const dryNight = (night: string) => ({
  night,
  value: 0,
  wokeUp: false,
  selfWokeUp: false,
  wetSecondTime: false,
});
export const wetNight = (night: string, value: 1 | 2 = 1) => ({
  night,
  value,
  wokeUp: true,
  selfWokeUp: false,
  wetSecondTime: false,
});

export interface Phone {
  readonly token: string;
  readonly patientId: number;
}

/** The app on a fresh database with a clinic, a nurse of it, and calls as a phone would make them. */
export async function createMobileWorld() {
  const server: TestApp = await createTestApp();
  const db = server.database.db;
  const clinic: TestClinic = await createClinic(db);
  const nurseToken = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));

  /** A call with a device credential (and an Idempotency-Key on writes unless `key` is null). */
  const device = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
    key: string | null = method === 'GET' ? null : randomUUID(),
  ) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(token === null ? {} : { 'x-auth-token': token }),
        ...(key === null ? {} : { 'idempotency-key': key }),
        'x-app-version': '2.1.8',
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** Waits for the recompute that earlier writes started, so a fingerprint holds still. */
  const settle = () => settleDerivedData(db);

  return {
    server,
    db,
    clinic,
    settle,
    /** The digest of every table, once the recompute of earlier writes is done. */
    fingerprint: async () => {
      await settle();
      return databaseFingerprint(db);
    },
    nurseToken,
    device,
    staff: (method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, token = nurseToken, payload?: object) =>
      server.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: authHeaders(token),
        ...(payload === undefined ? {} : { payload }),
      }),
    /** Registers a child at the clinic through the API. */
    async register(overrides: Record<string, unknown> = {}, key: string = randomUUID()): Promise<Phone> {
      const response = await device(
        'POST',
        '/mobile/registration',
        null,
        registrationForm(clinic.clinicId, overrides),
        key,
      );
      if (response.statusCode !== 201)
        throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
      const body = response.json<RegistrationResponse>();
      return { token: body.deviceToken, patientId: body.patient.patientId };
    },
  };
}
