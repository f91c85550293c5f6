import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient, createUser } from '../../test/factory.ts';
import { scopeReach, unsafeEveryPatient, type PatientReach } from '../../platform/access/patient-data.ts';
import type { PatientScope } from '../../platform/access/patient-scope.ts';
import { countedMembers, countedPerCategory, walkedMembers } from './member-counts.ts';
import { categoriesMembers, prepareMembership } from './membership.ts';
import { insertCategory, setLatest, variableIdsByCode } from './test-world.ts';

/** A change a clinic makes to its patients and categories, as the app's writes (and cascades) make them. */
type Change =
  | { kind: 'register'; clinics: number[]; responsible: number | null; value: number }
  | { kind: 'value'; patient: number; value: number | null }
  | { kind: 'risk'; patient: number; risk: number | null }
  | { kind: 'move'; patient: number; clinics: number[] }
  | { kind: 'deactivate'; patient: number; inactive: boolean }
  | { kind: 'hand over'; patient: number; responsible: number | null }
  | { kind: 'delete'; patient: number }
  | { kind: 'new category'; threshold: number }
  | { kind: 'drop category'; category: number };

describe('stored members counted and walked in list order', () => {
  let database: Database;
  let clinics: number[];
  let doctors: number[];
  let scopes: PatientScope[];
  let variableId: number;
  const categories: number[] = [];
  /** Pages found by a walk (the others were not walked). */
  let walks = 0;

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
    scopes = [[a1.clinicId], [a2.clinicId], [a1.clinicId, b1.clinicId], []].map(
      (clinicIds): PatientScope => ({ kind: 'clinics', clinicIds }),
    );
    scopes.push(
      { kind: 'organizations', clinicIds: [a2.clinicId] },
      { kind: 'organizations', clinicIds: [b1.clinicId] },
      ...doctors.map((userId): PatientScope => ({ kind: 'own', userId })),
      { kind: 'unassigned' },
      { kind: 'none' },
    );
    variableId = (await variableIdsByCode(db)).PULSE!;
    for (const threshold of [20, 50, 80])
      categories.push(await insertCategory(db, { variable: [{ variableId, relation: 'GT', threshold }] }));
  });
  afterAll(() => database.close());

  const db = () => database.db;

  async function apply(change: Change, patients: number[]): Promise<void> {
    const pick = (index: number) => patients[index % patients.length];
    if (change.kind === 'register') {
      const { id } = await createPatient(db(), {
        clinicIds: change.clinics,
        ...(change.responsible === null ? {} : { responsibleUserId: change.responsible }),
      });
      await setLatest(db(), id, variableId, change.value);
      patients.push(id);
      return;
    }
    if (change.kind === 'new category') {
      const relation = { variableId, relation: 'GT' as const, threshold: change.threshold };
      categories.push(await insertCategory(db(), { variable: [relation] }));
      return;
    }
    if (change.kind === 'drop category') {
      if (categories.length <= 1) return;
      const [dropped] = categories.splice(change.category % categories.length, 1);
      await db().deleteFrom('ruleBasedCategory').where('id', '=', dropped!).execute();
      return;
    }
    const patient = pick(change.patient);
    if (patient === undefined) return;
    const update = db().updateTable('patient').where('id', '=', patient);
    switch (change.kind) {
      case 'value':
        await setLatest(db(), patient, variableId, change.value);
        return;
      case 'risk':
        await update.set({ latestRiskScore: change.risk }).execute();
        return;
      case 'move':
        await db()
          .transaction()
          .execute(async (trx) => {
            await trx.deleteFrom('patientClinic').where('patientId', '=', patient).execute();
            if (change.clinics.length > 0)
              await trx
                .insertInto('patientClinic')
                .values(change.clinics.map((clinicId) => ({ patientId: patient, clinicId })))
                .execute();
          });
        return;
      case 'deactivate':
        await update.set({ inactive: change.inactive }).execute();
        return;
      case 'hand over':
        await update.set({ responsibleUserId: change.responsible }).execute();
        return;
      case 'delete':
        await db().deleteFrom('patient').where('id', '=', patient).execute();
        patients.splice(patients.indexOf(patient), 1);
        return;
    }
  }

  /**
   * The kept counts and the walk against the members read the long way: each category's, and the
   * patients in any of them once, in the patients list's order.
   */
  async function expectCountedAsRead(reach: PatientReach, label: string) {
    const prepared = await prepareMembership(db(), db().selectFrom('ruleBasedCategory').select('id'), {
      today: new Date().toISOString().slice(0, 10),
    });
    expect(prepared.evaluated, 'the store holds for the request').toBeNull();
    const every = db().selectFrom('ruleBasedCategory').select('id');
    const rows = await db()
      .selectFrom(categoriesMembers(db(), every, { reach, prepared }).as('member'))
      .selectAll()
      .orderBy(sql`member.latest_risk_score desc nulls last`)
      .orderBy('member.patientId')
      .execute();
    const perCategory = new Map<number, number>();
    for (const row of rows) perCategory.set(row.categoryId, (perCategory.get(row.categoryId) ?? 0) + 1);
    const counted = await countedPerCategory(every, reach).execute(db());
    expect(
      new Map(counted.rows.map((row) => [row.categoryId, Number(row.count)])),
      `${label}: per category`,
    ).toEqual(perCategory);

    const ordered = [...new Set(rows.map((row) => row.patientId))];
    const counts = await countedMembers(db(), every, reach);
    expect(counts.members, `${label}: any category`).toBe(ordered.length);
    // Counted as read, the reach's patients allow every walk; each one taken gives the slice.
    for (const [offset, limit] of [
      [0, 1],
      [0, 2],
      [1, 1],
      [0, 3],
      [2, 2],
    ] as const) {
      const walked = await walkedMembers(db(), { categories: every, reach, counts, offset, limit });
      if (walked === null) continue;
      walks += 1;
      expect(walked, `${label}: walked ${offset}+${limit}`).toEqual(ordered.slice(offset, offset + limit));
    }
  }

  it('equal the members read in every kind of scope, whatever changes the clinic makes', async () => {
    const clinicSet = fc.subarray([0, 1, 2]).map((indexes) => indexes.map((index) => clinics[index]!));
    const doctor = fc
      .option(fc.constantFrom(0, 1), { nil: null })
      .map((index) => (index === null ? null : doctors[index]!));
    const patient = fc.nat(50);
    const value = fc.integer({ min: 0, max: 100 });
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({ kind: fc.constant('register' as const), clinics: clinicSet, responsible: doctor, value }),
      fc.record({ kind: fc.constant('value' as const), patient, value: fc.option(value, { nil: null }) }),
      fc.record({
        kind: fc.constant('risk' as const),
        patient,
        risk: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      }),
      fc.record({ kind: fc.constant('move' as const), patient, clinics: clinicSet }),
      fc.record({ kind: fc.constant('deactivate' as const), patient, inactive: fc.boolean() }),
      fc.record({ kind: fc.constant('hand over' as const), patient, responsible: doctor }),
      fc.record({ kind: fc.constant('delete' as const), patient }),
      fc.record({ kind: fc.constant('new category' as const), threshold: value }),
      fc.record({ kind: fc.constant('drop category' as const), category: fc.nat(10) }),
    );
    const patients: number[] = [];
    for (const [index, clinicIds] of [[clinics[0]!], [clinics[1]!], [clinics[0]!, clinics[2]!]].entries()) {
      patients.push((await createPatient(db(), { clinicIds })).id);
      await setLatest(db(), patients[index]!, variableId, 30 * (index + 1));
    }
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
        for (const each of changes) await apply(each, patients);
        for (const scope of scopes) await expectCountedAsRead(scopeReach(scope), JSON.stringify(scope));
        await expectCountedAsRead(unsafeEveryPatient('the test counts all'), 'every patient');
      }),
      { numRuns: 20 },
    );
    expect(walks, 'the runs walked pages to compare').toBeGreaterThan(0);
  });

  it('a page is walked patient by patient, reading the sets of the patients walked only', async () => {
    const clinic = await createClinic(db());
    // 2,000 patients of one clinic (its set of clinics written with them, as patient_clinic then
    // keeps it: the counters count them at once), every other one in the category.
    const { rows } = await sql<{
      id: number;
    }>`insert into patient (first_name, last_name, timezone, latest_risk_score, clinic_ids)
      select 'Walked', 'No ' || n, 'Europe/Stockholm', n / 10000.0, array[${clinic.clinicId}::int]
      from generate_series(1, 2000) n
      returning id`.execute(db());
    const ids = rows.map((row) => row.id);
    await sql`insert into patient_clinic (patient_id, clinic_id) select unnest(${ids}::int[]), ${clinic.clinicId}::int`.execute(
      db(),
    );
    await sql`insert into patient_variable_latest (patient_id, variable_id, value, time_stamp)
      select id, ${variableId}::int, case when id % 2 = 0 then 99 else 0 end, now()
      from unnest(${ids}::int[]) id`.execute(db());
    const category = await insertCategory(db(), {
      variable: [{ variableId, relation: 'GT', threshold: 90 }],
    });
    await prepareMembership(db(), category, { today: new Date().toISOString().slice(0, 10) });
    const categories = db().selectFrom('ruleBasedCategory').select('id').where('id', '=', category);
    const reach = scopeReach({ kind: 'clinics', clinicIds: [clinic.clinicId] });
    const counts = await countedMembers(db(), categories, reach);
    expect(counts).toEqual({ members: 1000, patients: 2000 });
    await sql`analyze patient, patient_clinic, category_member_set`.execute(db());
    const setsRead = await db()
      .transaction()
      .execute(async (trx) => {
        const read = () =>
          sql<{ rows: string }>`select seq_tup_read + coalesce(idx_tup_fetch, 0) as rows
            from pg_stat_xact_user_tables where relname = 'category_member_set'`
            .execute(trx)
            .then((result) => Number(result.rows[0]!.rows));
        const before = await read();
        const page = await walkedMembers(trx, { categories, reach, counts, offset: 0, limit: 6 });
        expect(page).toEqual(
          ids
            .filter((id) => id % 2 === 0)
            .reverse()
            .slice(0, 6),
        );
        return (await read()) - before;
      });
    // About twelve patients walked for six members. With EXISTS the planner, guessing few sets of
    // the category, joined every set (2,000 read) and sorted the whole walk.
    expect(setsRead).toBeLessThanOrEqual(20);
  });

  it('a walk that meets fewer members than their number promises gives way to reading them all', async () => {
    const clinic = await createClinic(db());
    const scope: PatientScope = { kind: 'clinics', clinicIds: [clinic.clinicId] };
    const members: number[] = [];
    // Twelve patients ahead in list order (the highest risk) and outside the category, four in it.
    for (let index = 0; index < 16; index++) {
      const { id } = await createPatient(db(), { clinicIds: [clinic.clinicId] });
      const member = index >= 12;
      await setLatest(db(), id, variableId, member ? 99 : 0);
      await db()
        .updateTable('patient')
        .set({ latestRiskScore: 1 - index / 100 })
        .where('id', '=', id)
        .execute();
      if (member) members.push(id);
    }
    const category = await insertCategory(db(), {
      variable: [{ variableId, relation: 'GT', threshold: 90 }],
    });
    await prepareMembership(db(), category, { today: new Date().toISOString().slice(0, 10) });
    const categories = db().selectFrom('ruleBasedCategory').select('id').where('id', '=', category);
    const reach = scopeReach(scope);
    const counts = await countedMembers(db(), categories, reach);
    expect(counts).toEqual({ members: 4, patients: 16 });
    // Few members for the patients: not walked. Were they spread evenly, one would lie within
    // four patients; the walk goes no further than four, finds none, and says so.
    expect(await walkedMembers(db(), { categories, reach, counts, offset: 0, limit: 1 })).toBeNull();
    const promising = { members: 4, patients: 8 };
    expect(
      await walkedMembers(db(), { categories, reach, counts: promising, offset: 0, limit: 1 }),
    ).toBeNull();
    const spread = { members: 16, patients: 16 };
    expect(
      await walkedMembers(db(), { categories, reach, counts: spread, offset: 0, limit: 2 }),
      'within sixteen patients',
    ).toEqual(members.slice(0, 2));
  });
});
