import { PATIENT_MESSAGES, type PatientConnection, type Role } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeaders,
  createClinic,
  createPatient,
  createUser,
  loginAs,
  type TestClinic,
} from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

/**
 * A patient moves only to a clinic whose patients the caller sees (security issue, item 4: a nurse
 * moved her patient into another organization's clinic).
 */
describe('who may move a patient where', () => {
  let server: TestApp;
  let home: TestClinic;
  let sister: TestClinic;
  let otherOrganization: TestClinic;

  beforeAll(async () => {
    server = await createTestApp();
    home = await createClinic(server.database.db);
    sister = await createClinic(server.database.db, home.organizationId);
    otherOrganization = await createClinic(server.database.db);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const staff = async (
    patientConnection: PatientConnection,
    clinicIds: number[],
    role: Role = 'ROLE_USER',
  ) => {
    const user = await createUser(db(), { patientConnection, clinicIds, role });
    return { id: user.id, token: await loginAs(server.app, user) };
  };
  const move = (token: string, patientId: number, clinicId: number) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v1/patients/${patientId}/clinics/${clinicId}`,
      headers: authHeaders(token),
    });
  const choices = async (token: string, patientId: number) =>
    (
      await server.app.inject({
        url: `/api/v1/patients/${patientId}/clinic-choices`,
        headers: authHeaders(token),
      })
    ).json<{ idclinic: number }[]>();
  const clinicsOf = async (patientId: number) =>
    (
      await db().selectFrom('patientClinic').select('clinicId').where('patientId', '=', patientId).execute()
    ).map((row) => row.clinicId);

  it('a clinic nurse cannot hand her patient to another organization: 403, nothing changes', async () => {
    const nurse = await staff('CLINIC', [home.clinicId]);
    const patient = await createPatient(db(), { clinicIds: [home.clinicId] });
    const before = await databaseFingerprint(db());
    const response = await move(nurse.token, patient.id, otherOrganization.clinicId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: PATIENT_MESSAGES.clinicOutOfReach,
      code: 'FORBIDDEN',
      messageId: 'patient.clinicOutOfReach',
    });
    expect(await databaseFingerprint(db())).toEqual(before);
    expect(await clinicsOf(patient.id)).toEqual([home.clinicId]);
  });

  it('a clinic nurse cannot move a patient to a sister clinic she has no access to', async () => {
    const nurse = await staff('CLINIC', [home.clinicId]);
    const patient = await createPatient(db(), { clinicIds: [home.clinicId] });
    expect((await move(nurse.token, patient.id, sister.clinicId)).statusCode).toBe(403);
    expect(await choices(nurse.token, patient.id)).toEqual([]);
  });

  it('a nurse of two clinics moves a patient between them, and is offered only the other one', async () => {
    const nurse = await staff('CLINIC', [home.clinicId, sister.clinicId]);
    const patient = await createPatient(db(), { clinicIds: [home.clinicId] });
    expect(await choices(nurse.token, patient.id)).toEqual([
      expect.objectContaining({ idclinic: sister.clinicId }),
    ]);
    expect((await move(nurse.token, patient.id, sister.clinicId)).statusCode).toBe(200);
    expect(await clinicsOf(patient.id)).toEqual([sister.clinicId]);
  });

  it('an organization-wide admin moves within the organization but not across', async () => {
    const admin = await staff('ORGANIZATION', [home.clinicId], 'ROLE_ADMIN');
    const patient = await createPatient(db(), { clinicIds: [home.clinicId] });
    expect((await choices(admin.token, patient.id)).map((clinic) => clinic.idclinic)).toEqual([
      sister.clinicId,
    ]);
    expect((await move(admin.token, patient.id, otherOrganization.clinicId)).statusCode).toBe(403);
    expect((await move(admin.token, patient.id, sister.clinicId)).statusCode).toBe(200);
  });

  it('a user whose scope covers both organizations may move across them', async () => {
    const both = await staff('ORGANIZATION', [home.clinicId, otherOrganization.clinicId]);
    const patient = await createPatient(db(), { clinicIds: [home.clinicId] });
    expect((await move(both.token, patient.id, otherOrganization.clinicId)).statusCode).toBe(200);
    expect(await clinicsOf(patient.id)).toEqual([otherOrganization.clinicId]);
  });

  it('own-patients scope reaches the clinics of the user', async () => {
    const nurse = await staff('OWN_PATIENTS', [home.clinicId, sister.clinicId]);
    const patient = await createPatient(db(), { clinicIds: [home.clinicId], responsibleUserId: nurse.id });
    expect((await move(nurse.token, patient.id, otherOrganization.clinicId)).statusCode).toBe(403);
    expect((await move(nurse.token, patient.id, sister.clinicId)).statusCode).toBe(200);
  });

  it('the choices of a patient outside the scope are a 404', async () => {
    const nurse = await staff('CLINIC', [home.clinicId]);
    const stranger = await createPatient(db(), { clinicIds: [otherOrganization.clinicId] });
    const response = await server.app.inject({
      url: `/api/v1/patients/${stranger.id}/clinic-choices`,
      headers: authHeaders(nurse.token),
    });
    expect(response.json()).toEqual({
      message: PATIENT_MESSAGES.noPatient,
      code: 'NOT_FOUND',
      messageId: 'patient.noPatient',
    });
  });
});
