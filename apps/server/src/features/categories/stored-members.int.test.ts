import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { evaluatedMembers } from './evaluation.ts';
import { categoryMembers, prepareMembership } from './membership.ts';
import { refreshStoredMembers, storedCategories } from './stored-members.ts';
import { craftPatient, insertCategory, setLatest, twoClinics, variableIdsByCode } from './test-world.ts';

const TODAY = '2026-03-20';

describe('stored category members', () => {
  let database: Database;
  let clinics: Awaited<ReturnType<typeof twoClinics>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase();
    clinics = await twoClinics(database.db);
    ids = await variableIdsByCode(database.db);
  });
  afterAll(() => database.close());
  beforeEach(() => refreshStoredMembers(db()));

  const db = () => database.db;
  const patient = (gender: 'Male' | 'Female' = 'Male') =>
    craftPatient(db(), { clinicId: clinics.ours.clinicId, gender });

  /** The stored rows, after a refresh, as "category:patient" strings. */
  async function stored(): Promise<string[]> {
    await prepareMembership(db(), storedCategories(db()));
    const rows = await db()
      .selectFrom('categoryMember')
      .select(['categoryId', 'patientId'])
      .orderBy('categoryId')
      .orderBy('patientId')
      .execute();
    return rows.map((row) => `${row.categoryId}:${row.patientId}`);
  }

  /** The stored categories' members by the engine's evaluation, for everyone, as stored() gives them. */
  async function evaluated(): Promise<string[]> {
    const members = evaluatedMembers(db(), storedCategories(db()), { today: TODAY });
    const { rows } = await sql<{ pair: string }>`select m.category_id || ':' || m.patient_id as pair
      from (${members}) m order by m.category_id, m.patient_id`.execute(db());
    return rows.map((row) => row.pair);
  }

  async function expectCurrent(message: string) {
    expect(await stored(), message).toEqual(await evaluated());
  }

  it('follow every kind of write the conditions read, and every change of a condition', async () => {
    const high = await insertCategory(db(), {
      variable: [{ variableId: ids.SYS!, relation: 'GT', threshold: 150 }],
    });
    const women = await insertCategory(db(), {
      other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }],
      diagnosis: ['I10'],
    });
    const annex = await insertCategory(db(), {
      other: [{ otherVariable: 'clinic', relation: 'EQ', value: String(clinics.theirs.clinicId) }],
    });
    const noPulse = await insertCategory(db(), {
      variable: [{ variableId: ids.PULSE!, relation: 'DS', statuses: ['NOT_SET_VALUE'] }],
    });
    const inHospital = await insertCategory(db(), {
      hospitalization: [{ days: 0, currentlyInHospital: true }],
    });
    const [anna, bo] = [await patient('Female'), await patient()];
    const pair = (category: number, patientId: number) => `${category}:${patientId}`;
    await expectCurrent('new patients');
    expect(await stored()).toContain(pair(noPulse, anna));

    await setLatest(db(), bo, ids.SYS!, 160);
    await expectCurrent('a value above the threshold');
    expect(await stored()).toContain(pair(high, bo));
    await setLatest(db(), bo, ids.SYS!, 140);
    await expectCurrent('the value below it again');
    expect(await stored()).not.toContain(pair(high, bo));

    await setLatest(db(), anna, ids.PULSE!, 70);
    await expectCurrent('a first value');
    expect(await stored()).not.toContain(pair(noPulse, anna));

    await db().insertInto('patientDiagnosis').values({ patientId: anna, icdCode: 'I10' }).execute();
    await expectCurrent('a diagnosis');
    expect(await stored()).toContain(pair(women, anna));
    await db().updateTable('patient').set({ gender: 'Unknown' }).where('id', '=', anna).execute();
    await expectCurrent('a fact of the patient row');
    expect(await stored()).not.toContain(pair(women, anna));
    await db().updateTable('patient').set({ gender: 'Female' }).where('id', '=', anna).execute();
    await db().deleteFrom('patientDiagnosis').where('patientId', '=', anna).execute();
    await expectCurrent('a diagnosis removed');
    expect(await stored()).not.toContain(pair(women, anna));

    await db()
      .insertInto('patientClinic')
      .values({ patientId: bo, clinicId: clinics.theirs.clinicId })
      .execute();
    await expectCurrent('a second clinic');
    expect(await stored()).toContain(pair(annex, bo));

    const stay = await db()
      .insertInto('hospitalization')
      .values({ patientId: bo, admittedAt: '2026-03-18T10:00:00Z', status: 'ADMITTED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectCurrent('an admission');
    expect(await stored()).toContain(pair(inHospital, bo));
    await db()
      .updateTable('hospitalization')
      .set({ dischargedAt: '2026-03-19T10:00:00Z', status: 'DISCHARGED' })
      .where('id', '=', stay.id)
      .execute();
    await expectCurrent('a discharge');
    expect(await stored()).not.toContain(pair(inHospital, bo));

    await db()
      .updateTable('categoryVariableCondition')
      .set({ threshold: 130 })
      .where('categoryId', '=', high)
      .execute();
    await expectCurrent('a threshold changed');
    expect(await stored()).toContain(pair(high, bo));
    const pulse = await db()
      .selectFrom('categoryVariableCondition')
      .select('id')
      .where('categoryId', '=', noPulse)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('categoryVariableConditionStatus')
      .values({ conditionId: pulse.id, dangerStatus: 'NOT_SET_LIMIT' })
      .execute();
    await expectCurrent('a status added to a DS condition');

    await db().deleteFrom('ruleBasedCategory').where('id', '=', high).execute();
    await expectCurrent('a category deleted');
    expect((await stored()).some((row) => row.startsWith(`${high}:`))).toBe(false);
  });

  it('a category that counts days up to today is evaluated on each request, never stored', async () => {
    const recent = await craftPatient(db(), {
      clinicId: clinics.ours.clinicId,
      createdAt: '2026-03-15T12:00:00Z',
    });
    const newcomers = await insertCategory(db(), {
      other: [{ otherVariable: 'days since registration', relation: 'LT', value: '30' }],
    });
    const discharged = await insertCategory(db(), { hospitalization: [{ status: 'DISCHARGED', days: 30 }] });
    await refreshStoredMembers(db());
    const rows = await db()
      .selectFrom('categoryMember')
      .select('patientId')
      .where('categoryId', 'in', [newcomers, discharged])
      .execute();
    expect(rows).toEqual([]);
    const members = async (today: string) =>
      (
        await categoryMembers(db(), newcomers, { today, prepared: await prepareMembership(db(), newcomers) })
          .where('patient.id', '=', recent)
          .execute()
      ).map((row) => row.id);
    expect(await members('2026-03-20')).toEqual([recent]);
    expect(await members('2026-05-20')).toEqual([]);
  });

  it('a condition that stops counting days moves its category to the store, and back', async () => {
    const category = await insertCategory(db(), {
      other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Male' }],
    });
    const man = await patient();
    await expectCurrent('stored');
    expect(await stored()).toContain(`${category}:${man}`);
    await db()
      .insertInto('categoryOtherCondition')
      .values({
        categoryId: category,
        otherVariable: 'days since first entry',
        relation: 'GE',
        conditionValue: '0',
      })
      .execute();
    await expectCurrent('counting days');
    expect(await stored()).not.toContain(`${category}:${man}`);
    await db()
      .deleteFrom('categoryOtherCondition')
      .where('otherVariable', '=', 'days since first entry')
      .execute();
    await expectCurrent('stored again');
    expect(await stored()).toContain(`${category}:${man}`);
  });

  it('many stale patients at once: every stored category is computed again', async () => {
    await insertCategory(db(), { variable: [{ variableId: ids.SYS!, relation: 'GT', threshold: 100 }] });
    const someone = await patient();
    await setLatest(db(), someone, ids.SYS!, 120);
    // Marks of patients that do not exist (deleted since) count too, and must not get in the way.
    await sql`insert into category_member_stale_patient (patient_id)
      select g from generate_series(2000000, 2001500) g`.execute(db());
    await expectCurrent('after a whole refresh');
    const { rows } = await sql<{
      marks: number;
    }>`select count(*)::int as marks from category_member_stale_patient`.execute(db());
    expect(rows[0]!.marks).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a write still in progress during a refresh is caught by the next one after it commits',
    async () => {
      const category = await insertCategory(db(), {
        variable: [{ variableId: ids.SYS!, relation: 'GT', threshold: 180 }],
      });
      const someone = await patient();
      // Marked and not yet refreshed: the write below takes this mark's row, as writes do.
      await setLatest(db(), someone, ids.SYS!, 120);
      await db()
        .transaction()
        .execute(async (trx) => {
          await setLatest(trx, someone, ids.SYS!, 190);
          // Another connection refreshes while the write is in progress: it cannot see the value yet.
          await refreshStoredMembers(db());
        });
      await expectCurrent('after the write committed');
      expect(await stored()).toContain(`${category}:${someone}`);
    },
  );
});
