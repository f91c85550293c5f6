import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient, createUser } from '../../test/factory.ts';
import { patientData, scopeReach, unsafeEveryPatient, type PatientCounts } from './patient-data.ts';
import type { PatientScope } from './patient-scope.ts';

/** What the counters must say, read the long way: every patient in scope. */
async function countedByScan(database: Database, scope: PatientScope | null): Promise<PatientCounts> {
  const data = patientData(
    database.db,
    scope ? scopeReach(scope) : unsafeEveryPatient('the test counts all'),
  );
  const row = await data
    .patients()
    .select([
      sql<number>`count(*)`.as('patients'),
      sql<number>`count(*) filter (where not patient.inactive)`.as('active'),
      sql<number>`count(*) filter (where patient.approved_clinic is null)`.as('awaiting'),
      sql<number>`count(*) filter (where patient.approved_clinic is null and not patient.inactive)`.as(
        'awaitingActive',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    patients: Number(row.patients),
    active: Number(row.active),
    awaiting: Number(row.awaiting),
    awaitingActive: Number(row.awaitingActive),
  };
}

/** A change a clinic makes to its patients, as the app's writes (and cascades) make them. */
type Change =
  | { kind: 'register'; clinics: number[]; responsible: number | null }
  | { kind: 'move'; patient: number; clinics: number[] }
  | { kind: 'deactivate'; patient: number; inactive: boolean }
  | { kind: 'decide'; patient: number; approved: boolean | null }
  | { kind: 'hand over'; patient: number; responsible: number | null }
  | { kind: 'delete'; patient: number }
  | { kind: 'night'; patient: number }
  | { kind: 'hand a clinic row over'; patient: number; to: number };

describe('patient counters', () => {
  let database: Database;
  let clinics: number[];
  let doctors: number[];
  let scopes: PatientScope[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const a1 = await createClinic(db);
    const a2 = await createClinic(db, a1.organizationId);
    const b1 = await createClinic(db);
    clinics = [a1.clinicId, a2.clinicId, b1.clinicId];
    doctors = [
      (await createUser(db, { clinicIds: [a1.clinicId] })).id,
      (await createUser(db, { clinicIds: [b1.clinicId] })).id,
    ];
    scopes = [
      ...[[a1.clinicId], [a2.clinicId], [a1.clinicId, b1.clinicId], []].map((clinicIds): PatientScope => ({
        kind: 'clinics',
        clinicIds,
      })),
      { kind: 'organizations', clinicIds: [a2.clinicId] },
      { kind: 'organizations', clinicIds: [b1.clinicId] },
      ...doctors.map((userId): PatientScope => ({ kind: 'own', userId })),
      { kind: 'unassigned' },
      { kind: 'none' },
    ];
  });
  afterAll(() => database.close());

  async function apply(change: Change, patients: number[]): Promise<void> {
    const db = database.db;
    const pick = (index: number) => patients[index % patients.length];
    if (change.kind === 'register') {
      const { id } = await createPatient(db, {
        clinicIds: change.clinics,
        ...(change.responsible === null ? {} : { responsibleUserId: change.responsible }),
      });
      patients.push(id);
      return;
    }
    const patient = pick(change.patient);
    if (patient === undefined) return;
    switch (change.kind) {
      case 'move':
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('patientClinic').where('patientId', '=', patient).execute();
          if (change.clinics.length > 0)
            await trx
              .insertInto('patientClinic')
              .values(change.clinics.map((clinicId) => ({ patientId: patient, clinicId })))
              .execute();
        });
        return;
      case 'deactivate':
        await db
          .updateTable('patient')
          .set({ inactive: change.inactive })
          .where('id', '=', patient)
          .execute();
        return;
      case 'decide':
        await db
          .updateTable('patient')
          .set({ approvedClinic: change.approved })
          .where('id', '=', patient)
          .execute();
        return;
      case 'hand over':
        await db
          .updateTable('patient')
          .set({ responsibleUserId: change.responsible })
          .where('id', '=', patient)
          .execute();
        return;
      case 'delete':
        await db.deleteFrom('patient').where('id', '=', patient).execute();
        patients.splice(patients.indexOf(patient), 1);
        return;
      case 'hand a clinic row over': {
        // An update of patient_clinic that moves a row from one patient to another: both follow.
        const to = pick(patients.indexOf(patient) + 1 + change.to)!;
        await sql`update patient_clinic moved set patient_id = ${to}
          where moved.patient_id = ${patient} and moved.clinic_id = (
            select min(own.clinic_id) from patient_clinic own where own.patient_id = ${patient}
              and not exists (select 1 from patient_clinic theirs
                where theirs.patient_id = ${to} and theirs.clinic_id = own.clinic_id))`.execute(db);
        return;
      }
      case 'night':
        // An update that touches nothing counted (as ingestion's do) moves no counter.
        await db
          .updateTable('patient')
          .set({ lastEntryAt: new Date('2026-11-20T06:00:00Z') })
          .where('id', '=', patient)
          .execute();
        return;
    }
  }

  it('equal a count of the patients in every kind of scope, whatever changes the clinic makes', async () => {
    const clinicSet = fc.subarray([0, 1, 2]).map((indexes) => indexes.map((index) => clinics[index]!));
    const doctor = fc
      .option(fc.constantFrom(0, 1), { nil: null })
      .map((index) => (index === null ? null : doctors[index]!));
    const patient = fc.nat(50);
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({ kind: fc.constant('register' as const), clinics: clinicSet, responsible: doctor }),
      fc.record({ kind: fc.constant('move' as const), patient, clinics: clinicSet }),
      fc.record({ kind: fc.constant('deactivate' as const), patient, inactive: fc.boolean() }),
      fc.record({
        kind: fc.constant('decide' as const),
        patient,
        approved: fc.constantFrom(true, false, null),
      }),
      fc.record({ kind: fc.constant('hand over' as const), patient, responsible: doctor }),
      fc.record({ kind: fc.constant('delete' as const), patient }),
      fc.record({ kind: fc.constant('night' as const), patient }),
      fc.record({ kind: fc.constant('hand a clinic row over' as const), patient, to: patient }),
    );
    const patients: number[] = [];
    for (const clinicIds of [[clinics[0]!], [clinics[1]!], [clinics[0]!, clinics[2]!], [clinics[2]!]])
      patients.push((await createPatient(database.db, { clinicIds })).id);
    let registered = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        for (const each of changes) await apply(each, patients);
        registered += changes.filter((each) => each.kind === 'register').length;
        for (const scope of [...scopes, null]) {
          const data = patientData(database.db, scope ? scopeReach(scope) : unsafeEveryPatient('all'));
          expect(await data.counts(), JSON.stringify(scope)).toEqual(await countedByScan(database, scope));
        }
      }),
      { numRuns: 25 },
    );
    expect(registered, 'the runs registered patients to count').toBeGreaterThan(0);
  });

  it('are unchanged by an update that touches nothing counted', async () => {
    const { id } = await createPatient(database.db, { clinicIds: [clinics[0]!] });
    const before = await database.db
      .selectFrom('patientCount')
      .selectAll()
      .orderBy('clinicIds')
      .orderBy('responsibleUserId')
      .execute();
    await database.db
      .updateTable('patient')
      .set({ lastEntryAt: new Date('2026-11-21T06:00:00Z') })
      .where('id', '=', id)
      .execute();
    const after = await database.db
      .selectFrom('patientCount')
      .selectAll()
      .orderBy('clinicIds')
      .orderBy('responsibleUserId')
      .execute();
    expect(after).toEqual(before);
  });
});
