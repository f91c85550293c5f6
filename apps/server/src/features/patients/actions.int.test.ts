import { PATIENT_MESSAGES } from '@vigil/domain';
import { sql } from 'kysely';
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
import { recomputeDerivedVariables } from '../variable-values/index.ts';

describe('patient details and settings-menu actions', () => {
  let server: TestApp;
  let clinic: TestClinic;
  let otherClinic: TestClinic;
  let nurseToken: string;
  let superuserToken: string;
  let nurseId: number;

  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    clinic = await createClinic(db);
    otherClinic = await createClinic(db);
    const nurse = await createUser(db, { clinicIds: [clinic.clinicId] });
    nurseId = nurse.id;
    nurseToken = await loginAs(server.app, nurse);
    superuserToken = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_SUPERUSER', clinicIds: [clinic.clinicId] }),
    );
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token = nurseToken,
    payload?: object,
  ) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const patientRow = (id: number) =>
    db().selectFrom('patient').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('the nurse opens a patient: details, clinic, registration form; it becomes her last viewed', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    await db()
      .insertInto('registrationForm')
      .values({
        patientId: patient.id,
        childName: 'Ebba',
        parentName: 'Karin',
        age: 8,
        answerA: true,
        answerD1: '2',
        questionTexts: JSON.stringify({ A: 'Wets every night?' }),
      })
      .execute();
    const response = await call('GET', `/patients/${patient.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      patient: { idpatient: patient.id, clinics: [{ idclinic: clinic.clinicId }], latestOutcome: null },
      form: { childName: 'Ebba', age: 8, answerA: true, questions: { A: 'Wets every night?' } },
    });
    const me = await db()
      .selectFrom('appUser')
      .select('lastPatientViewId')
      .where('id', '=', nurseId)
      .executeTakeFirstOrThrow();
    expect(me.lastPatientViewId).toBe(patient.id);
  });

  it('every call on another clinic’s patient is 404 with the spec text, and changes nothing', async () => {
    const stranger = await createPatient(db(), { clinicIds: [otherClinic.clinicId] });
    await db()
      .insertInto('technicalError')
      .values({
        patientId: stranger.id,
        occurredAt: new Date(),
        night: '2026-11-20',
        text: 'Low battery',
        source: 'phone',
      })
      .execute();
    const before = await databaseFingerprint(db());
    const calls: [Parameters<typeof call>[0], string][] = [
      ['GET', `/patients/${stranger.id}`],
      ['GET', `/patients/${stranger.id}/status`],
      ['PUT', `/patients/${stranger.id}/activate/false`],
      ['PUT', `/patients/${stranger.id}/clinics/${clinic.clinicId}`],
      ['PUT', `/patients/${stranger.id}/enable-service/number-of-days/30`],
      ['POST', `/patients/${stranger.id}/create-outcome-variable/value/1`],
      ['POST', `/patients/${stranger.id}/all-technical-errors-fixed`],
      ['GET', `/patients/${stranger.id}/hospitalcontacts`],
      ['GET', `/patients/${stranger.id}/access`],
      ['GET', `/patients/${stranger.id}/dryweight`],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(
        'No patient with that id, try another patient',
      );
    }
    expect((await call('DELETE', `/patients/${stranger.id}`, superuserToken)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', '/patients/approve-patients-clinics', nurseToken, [
          { idpatient: stranger.id, approvedClinic: true },
        ])
      ).statusCode,
    ).toBe(404);
    const afterReads = await databaseFingerprint(db());
    // Opening a patient records it as last viewed only when it is in scope: nothing else may change.
    expect(afterReads).toEqual(before);
  });

  it('deactivate and activate', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    expect((await call('PUT', `/patients/${patient.id}/activate/false`)).json()).toEqual({
      message: 'Done!',
    });
    expect((await patientRow(patient.id)).inactive).toBe(true);
    await call('PUT', `/patients/${patient.id}/activate/true`);
    expect((await patientRow(patient.id)).inactive).toBe(false);
  });

  it('change clinic needs a clinic', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    const bad = await call('PUT', `/patients/${patient.id}/clinics/0`);
    expect(bad.json()).toEqual({
      message: PATIENT_MESSAGES.chooseClinic,
      code: 'BAD_REQUEST',
      messageId: 'patient.chooseClinic',
    });
    const unknown = await call('PUT', `/patients/${patient.id}/clinics/999999`);
    expect(unknown.json<{ message: string }>().message).toBe(PATIENT_MESSAGES.chooseClinic);
    // A move within the caller's access: an organization-wide nurse moves a child to a sister clinic.
    const sister = await createClinic(db(), clinic.organizationId);
    const organizationNurse = await loginAs(
      server.app,
      await createUser(db(), { clinicIds: [clinic.clinicId], patientConnection: 'ORGANIZATION' }),
    );
    expect(
      (await call('PUT', `/patients/${patient.id}/clinics/${sister.clinicId}`, organizationNurse)).statusCode,
    ).toBe(200);
    const clinics = await db()
      .selectFrom('patientClinic')
      .select('clinicId')
      .where('patientId', '=', patient.id)
      .execute();
    expect(clinics).toEqual([{ clinicId: sister.clinicId }]);
  });

  it('enable service for N days, refused while a future expiry is set', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    const first = await call('PUT', `/patients/${patient.id}/enable-service/number-of-days/30`);
    expect(first.statusCode).toBe(200);
    const expected = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(first.json()).toEqual({ serviceExpiryDate: expected });
    const again = await call('PUT', `/patients/${patient.id}/enable-service/number-of-days/30`);
    expect(again.statusCode).toBe(409);
    expect(
      (await call('PUT', `/patients/${patient.id}/enable-service/number-of-days/abc`)).json<{
        message: string;
      }>().message,
    ).toBe(PATIENT_MESSAGES.serviceDays);
    await db()
      .updateTable('patient')
      .set({ serviceExpiryDate: sql`current_date - 1` })
      .where('id', '=', patient.id)
      .execute();
    expect((await call('PUT', `/patients/${patient.id}/enable-service/number-of-days/7`)).statusCode).toBe(
      200,
    );
  });

  it('outcome 1-5 is recorded and the latest is preloaded; 7 is refused', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    await call('POST', `/patients/${patient.id}/create-outcome-variable/value/2`);
    await call('POST', `/patients/${patient.id}/create-outcome-variable/value/1`);
    expect((await call('GET', `/patients/${patient.id}`)).json()).toMatchObject({
      patient: { latestOutcome: 1 },
    });
    const bad = await call('POST', `/patients/${patient.id}/create-outcome-variable/value/7`);
    expect(bad.json()).toEqual({
      message: PATIENT_MESSAGES.outcome,
      code: 'BAD_REQUEST',
      messageId: 'patient.outcome',
    });
  });

  it('mark all technical errors fixed, and the TECHERR count follows', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const text of ['Low battery', 'Sensor disconnected']) {
      await db()
        .insertInto('technicalError')
        .values({ patientId: patient.id, occurredAt: new Date(), night: yesterday, text, source: 'phone' })
        .execute();
    }
    await recomputeDerivedVariables(db(), { customer: 'bedwetting', patientIds: [patient.id] });
    const techErrors = async () =>
      (
        await db()
          .selectFrom('patientVariableLatest')
          .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
          .select('patientVariableLatest.value')
          .where('patientVariableLatest.patientId', '=', patient.id)
          .where('patientVariable.code', '=', 'TECHERR')
          .executeTakeFirst()
      )?.value;
    expect(await techErrors()).toBe(2);
    expect((await call('POST', `/patients/${patient.id}/all-technical-errors-fixed`)).json()).toEqual({
      fixed: 2,
    });
    const open = await db()
      .selectFrom('technicalError')
      .select('id')
      .where('patientId', '=', patient.id)
      .where('fixed', '=', false)
      .execute();
    expect(open).toHaveLength(0);
    expect(await techErrors()).toBe(0);
  });

  it('only decided clinic approvals are stored', async () => {
    const decided = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    const undecided = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    await db()
      .updateTable('patient')
      .set({ approvedClinic: null })
      .where('id', 'in', [decided.id, undecided.id])
      .execute();
    const response = await call('PUT', '/patients/approve-patients-clinics', nurseToken, [
      { idpatient: decided.id, approvedClinic: false },
      { idpatient: undecided.id, approvedClinic: null },
    ]);
    expect(response.json()).toEqual({ updated: 1 });
    expect((await patientRow(decided.id)).approvedClinic).toBe(false);
    expect((await patientRow(undecided.id)).approvedClinic).toBeNull();
  });

  it('a nurse may not delete a patient; a superuser may', async () => {
    const patient = await createPatient(db(), { clinicIds: [clinic.clinicId] });
    expect((await call('DELETE', `/patients/${patient.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `/patients/${patient.id}`, superuserToken)).statusCode).toBe(200);
    expect(
      await db().selectFrom('patient').select('id').where('id', '=', patient.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
