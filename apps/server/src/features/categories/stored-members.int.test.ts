import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/factory.ts';
import { evaluatedMembers } from './evaluation.ts';
import { categoryMembers, prepareMembership } from './membership.ts';
import { refreshStoredMembers } from './stored-members.ts';
import { craftPatient, insertCategory, setLatest, twoClinics, variableIdsByCode } from './test-world.ts';
import { unsafeEveryPatient } from '../../platform/access/patient-data.ts';

/** The store holds every patient's memberships. */
const EVERY = unsafeEveryPatient('the store is compared with every patient');

const DAY_MS = 24 * 60 * 60 * 1000;

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

  const everyCategory = () => db().selectFrom('ruleBasedCategory').select('id');

  /** The stored rows, after a refresh, as "category:patient" strings. */
  async function stored(): Promise<string[]> {
    await refreshStoredMembers(db());
    const rows = await db()
      .selectFrom('categoryMember')
      .select(['categoryId', 'patientId'])
      .orderBy('categoryId')
      .orderBy('patientId')
      .execute();
    return rows.map((row) => `${row.categoryId}:${row.patientId}`);
  }

  /** Every category's members by the engine's evaluation at the store's clock, as stored() gives them. */
  async function evaluated(): Promise<string[]> {
    const clock = await db()
      .selectFrom('categoryMemberClock')
      .select(['today', 'quarter'])
      .executeTakeFirstOrThrow();
    const members = evaluatedMembers(db(), everyCategory(), {
      reach: EVERY,
      today: clock.today,
      now: clock.quarter,
    });
    const { rows } = await sql<{ pair: string }>`select m.category_id || ':' || m.patient_id as pair
      from (${members}) m order by m.category_id, m.patient_id`.execute(db());
    return rows.map((row) => row.pair);
  }

  /** A patient registered that many days before `now`. */
  const registered = (now: Date, daysAgo: number) =>
    craftPatient(db(), {
      clinicId: clinics.ours.clinicId,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
    });
  /** A category that counts days: registered less than 30 days ago. */
  const newcomersCategory = () =>
    insertCategory(db(), {
      other: [{ otherVariable: 'days since registration', relation: 'LT', value: '30' }],
    });

  async function expectCurrent(message: string) {
    expect(await stored(), message).toEqual(await evaluated());
    await expectCountsCurrent(message);
  }

  /**
   * Each patient's kept set of categories and counted facts are those of its stored members and
   * of its row, and the kept counts those of the sets (migration 0023).
   */
  async function expectCountsCurrent(message: string) {
    const { rows: sets } = await sql<{ set: string }>`select kept.patient_id || ':' || kept.category_ids::text
        || ':' || kept.clinic_ids::text || ':' || kept.responsible_user_id || ':' || kept.inactive as set
      from category_member_set kept where cardinality(kept.category_ids) > 0 order by kept.patient_id`.execute(
      db(),
    );
    const { rows: members } = await sql<{ set: string }>`select p.id || ':'
        || array_agg(m.category_id order by m.category_id)::text || ':' || p.clinic_ids::text || ':'
        || coalesce(p.responsible_user_id, 0) || ':' || p.inactive as set
      from category_member m join patient p on p.id = m.patient_id group by p.id order by p.id`.execute(db());
    expect(sets, `${message}: the sets`).toEqual(members);
    const { rows: counts } = await sql<{ count: string }>`select kept.category_ids::text || ':'
        || kept.clinic_ids::text || ':' || kept.responsible_user_id || ':' || kept.patients || ':' || kept.active as count
      from category_count kept order by 1`.execute(db());
    const { rows: counted } = await sql<{ count: string }>`select kept.category_ids::text || ':'
        || kept.clinic_ids::text || ':' || kept.responsible_user_id || ':' || count(*) || ':'
        || count(*) filter (where not kept.inactive) as count
      from category_member_set kept where cardinality(kept.category_ids) > 0
      group by kept.category_ids, kept.clinic_ids, kept.responsible_user_id order by 1`.execute(db());
    expect(counts, `${message}: the counts`).toEqual(counted);
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

  it('each patient’s kept set follows its clinics, its responsible user and whether it is inactive', async () => {
    const category = await insertCategory(db(), {
      variable: [{ variableId: ids.PULSE!, relation: 'GT', threshold: 50 }],
    });
    const member = await patient();
    await setLatest(db(), member, ids.PULSE!, 90);
    await expectCurrent('a member');
    const doctor = await createUser(db(), { clinicIds: [clinics.ours.clinicId] });
    const update = () => db().updateTable('patient').where('id', '=', member);
    await update().set({ responsibleUserId: doctor.id }).execute();
    await expectCurrent('handed over to a doctor');
    await update().set({ inactive: true }).execute();
    await expectCurrent('inactive');
    await db()
      .insertInto('patientClinic')
      .values({ patientId: member, clinicId: clinics.theirs.clinicId })
      .execute();
    await expectCurrent('in a second clinic');
    await db().deleteFrom('ruleBasedCategory').where('id', '=', category).execute();
    await expectCurrent('its category deleted');
    const again = await insertCategory(db(), {
      variable: [{ variableId: ids.PULSE!, relation: 'GT', threshold: 50 }],
    });
    await expectCurrent('a member again');
    await db().deleteFrom('patient').where('id', '=', member).execute();
    await expectCurrent('deleted');
    await db().deleteFrom('ruleBasedCategory').where('id', '=', again).execute();
  });

  it('a category that counts days is read from the store at its clock, evaluated at any other', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const recent = await registered(now, 5);
    const other = await registered(now, 100);
    const newcomers = await newcomersCategory();
    await expectCurrent('a category that counts days');
    expect(await stored()).toContain(`${newcomers}:${recent}`);
    // A row the engine would not give shows where a read comes from.
    await db().insertInto('categoryMember').values({ categoryId: newcomers, patientId: other }).execute();
    const members = async (day: string, at: Date) =>
      (
        await categoryMembers(db(), newcomers, {
          reach: EVERY,
          prepared: await prepareMembership(db(), newcomers, { today: day, now: at }),
        })
          .where('patient.id', 'in', [recent, other])
          .orderBy('patient.id')
          .execute()
      ).map((row) => row.id);
    expect(await members(today, now), 'at the store’s clock').toEqual([recent, other]);
    const later = new Date(now.getTime() + 60 * DAY_MS);
    expect(await members(later.toISOString().slice(0, 10), later), 'at another clock').toEqual([]);
    await db()
      .deleteFrom('categoryMember')
      .where('categoryId', '=', newcomers)
      .where('patientId', '=', other)
      .execute();
  });

  it('a category that starts or stops counting days is computed again', async () => {
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

  // Last: it moves the store's clock into the future, where it stays for the rest of this file.
  it('the clock moves with the quarter hour, never back, and the categories that count days follow it', async () => {
    const now = new Date();
    const recent = await registered(now, 5);
    const newcomers = await newcomersCategory();
    await expectCurrent('now');
    expect(await stored()).toContain(`${newcomers}:${recent}`);
    const later = new Date(now.getTime() + 40 * DAY_MS + 7 * 60 * 1000);
    await refreshStoredMembers(db(), later);
    const clock = await db().selectFrom('categoryMemberClock').selectAll().executeTakeFirstOrThrow();
    expect(clock.quarter.getTime() % (15 * 60 * 1000)).toBe(0);
    expect(later.getTime() - clock.quarter.getTime()).toBeLessThan(15 * 60 * 1000);
    expect(clock.today).toBe(clock.quarter.toISOString().slice(0, 10));
    await expectCurrent('forty days later');
    expect(await stored()).not.toContain(`${newcomers}:${recent}`);
    await refreshStoredMembers(db(), now);
    expect(
      (await db().selectFrom('categoryMemberClock').selectAll().executeTakeFirstOrThrow()).quarter,
    ).toEqual(clock.quarter);
  });
});
