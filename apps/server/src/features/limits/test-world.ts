import type { LimitForm, LimitValues } from '@vigil/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';

type Gender = 'Male' | 'Female' | 'Unknown';

/** Limit values for a count where only high is bad; alertHigh tells the tests' limits apart. */
export function limitValues(alertHigh: number): LimitValues {
  return {
    alertLow: -1,
    abnormalLow: -1,
    lowerLimitNormal: 0,
    upperLimitNormal: 2,
    abnormalHigh: 5,
    alertHigh,
  };
}

export const limitForm = (alertHigh: number, overrides: Partial<LimitForm> = {}): LimitForm => ({
  ...limitValues(alertHigh),
  ...overrides,
});

/** A date of birth that makes a patient `years` old today (UTC), the birthday a month past. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/** The app with one clinic, a superuser and a user of it, and the patient-limit calls for tests. */
export async function createLimitsWorld() {
  const server: TestApp = await createTestApp();
  const db = server.database.db;
  const { clinicId } = await createClinic(db);
  const superuser = await createUser(db, { role: 'ROLE_SUPERUSER', clinicIds: [clinicId] });
  const superuserToken = await loginAs(server.app, superuser);
  const userToken = await loginAs(server.app, await createUser(db, { clinicIds: [clinicId] }));
  const variableIds: Record<string, number> = {};
  for (const row of await db.selectFrom('patientVariable').select(['id', 'code']).execute()) {
    variableIds[row.code] = row.id;
  }
  const path = (patientId: number, variable: string) =>
    `/api/v1/patients/${patientId}/variables/${variableIds[variable]}`;

  return {
    server,
    superuser,
    superuserToken,
    userToken,
    variableIds,
    /** A patient of the clinic. */
    async patient(gender: Gender = 'Unknown', dateOfBirth: string | null = null): Promise<number> {
      const { id } = await createPatient(db, { clinicIds: [clinicId] });
      await db.updateTable('patient').set({ gender, dateOfBirth }).where('id', '=', id).execute();
      return id;
    },
    limitOf: (patientId: number, variable = 'WET', token = userToken) =>
      server.app.inject({ url: `${path(patientId, variable)}/limit`, headers: authHeaders(token) }),
    save: (
      method: 'POST' | 'PUT',
      patientId: number,
      payload: object,
      token = superuserToken,
      variable = 'WET',
    ) =>
      server.app.inject({
        method,
        url: `${path(patientId, variable)}/limitsuser`,
        headers: authHeaders(token),
        payload,
      }),
  };
}
