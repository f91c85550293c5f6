import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createSession, findActor } from '../auth/sessions.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient, createUser, type TestUserOptions } from '../../test/factory.ts';
import { inPatientScope } from './patient-scope.ts';

/**
 * Two organizations: A with clinics A1 and A2, B with clinic B1. One patient in each clinic,
 * plus an inactive one in A1, one A1 patient a doctor is responsible for, and one no clinic holds yet.
 */
describe('patient scope', () => {
  let database: Database;
  const patients: Record<string, number> = {};
  let clinics: { a1: number; a2: number; b1: number };
  let doctorId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const a1 = await createClinic(db);
    const a2 = await createClinic(db, a1.organizationId);
    const b1 = await createClinic(db);
    clinics = { a1: a1.clinicId, a2: a2.clinicId, b1: b1.clinicId };
    doctorId = (await createUser(db, { clinicIds: [clinics.a1], patientConnection: 'OWN_PATIENTS' })).id;
    patients.a1 = (await createPatient(db, { clinicIds: [clinics.a1] })).id;
    patients.a1Inactive = (await createPatient(db, { clinicIds: [clinics.a1], inactive: true })).id;
    patients.a1Doctor = (
      await createPatient(db, { clinicIds: [clinics.a1], responsibleUserId: doctorId })
    ).id;
    patients.a2 = (await createPatient(db, { clinicIds: [clinics.a2] })).id;
    patients.b1 = (await createPatient(db, { clinicIds: [clinics.b1] })).id;
    patients.pool = (await createPatient(db, { clinicIds: [] })).id;
  });
  afterAll(() => database.close());

  async function visibleTo(options: TestUserOptions): Promise<string[]> {
    const user = await createUser(database.db, options);
    return visibleToUser(user.id);
  }

  async function visibleToUser(userId: number): Promise<string[]> {
    const { token } = await createSession(
      database.db,
      { userId, ip: null, platform: null },
      { idleMs: 60_000, absoluteMs: 120_000 },
    );
    const actor = (await findActor(database.db, token))!;
    const rows = await database.db
      .selectFrom('patient')
      .select('id')
      .where(inPatientScope(actor.patientScope))
      .execute();
    const ids = new Set(rows.map((row) => row.id));
    return Object.entries(patients)
      .filter(([, id]) => ids.has(id))
      .map(([name]) => name)
      .sort();
  }

  it('CLINIC sees the patients of the user’s clinics only', async () => {
    expect(await visibleTo({ clinicIds: [clinics.a1], patientConnection: 'CLINIC' })).toEqual([
      'a1',
      'a1Doctor',
      'a1Inactive',
    ]);
  });

  it('ORGANIZATION sees every clinic of the user’s organizations', async () => {
    expect(await visibleTo({ clinicIds: [clinics.a1], patientConnection: 'ORGANIZATION' })).toEqual([
      'a1',
      'a1Doctor',
      'a1Inactive',
      'a2',
    ]);
  });

  it('OWN_PATIENTS sees the patients the user is responsible for', async () => {
    expect(await visibleToUser(doctorId)).toEqual(['a1Doctor']);
  });

  it('ANOTHER_USER_PATIENTS sees what the other user sees', async () => {
    expect(
      await visibleTo({
        clinicIds: [clinics.b1],
        patientConnection: 'ANOTHER_USER_PATIENTS',
        otherUserId: doctorId,
      }),
    ).toEqual(['a1Doctor']);
  });

  it('ANOTHER_USER_PATIENTS does not chain through a second borrower', async () => {
    const borrower = await createUser(database.db, {
      clinicIds: [clinics.a1],
      patientConnection: 'ANOTHER_USER_PATIENTS',
      otherUserId: doctorId,
    });
    expect(
      await visibleTo({
        clinicIds: [clinics.a1],
        patientConnection: 'ANOTHER_USER_PATIENTS',
        otherUserId: borrower.id,
      }),
    ).toEqual([]);
  });

  it('MISSING_CLINIC sees only the patients no clinic holds yet', async () => {
    expect(await visibleTo({ clinicIds: [], patientConnection: 'MISSING_CLINIC' })).toEqual(['pool']);
  });

  it('a user without clinics sees nobody', async () => {
    expect(await visibleTo({ clinicIds: [], patientConnection: 'CLINIC' })).toEqual([]);
    expect(await visibleTo({ clinicIds: [], patientConnection: 'ORGANIZATION' })).toEqual([]);
  });

  it('onlyActivePatients keeps inactive patients in scope, to be found and activated again', async () => {
    expect(
      await visibleTo({ clinicIds: [clinics.a1], patientConnection: 'CLINIC', onlyActivePatients: true }),
    ).toEqual(['a1', 'a1Doctor', 'a1Inactive']);
  });
});
