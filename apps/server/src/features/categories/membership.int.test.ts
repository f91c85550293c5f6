import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import type { PatientScope } from '../../platform/access/patient-scope.ts';
import { scopeReach, unsafeEveryPatient } from '../../platform/access/patient-data.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic } from '../../test/factory.ts';
import { conditionKindsOf, evaluatedMembers, type ConditionKinds } from './evaluation.ts';
import {
  categoriesMembers,
  categoryMembers,
  isCategoryMember,
  patientsInCategories,
  prepareMembership,
} from './membership.ts';
import {
  addValue,
  craftPatient,
  insertCategory,
  setLatest,
  twoClinics,
  variableIdsByCode,
  type CategoryDefinition,
  type CraftedPatient,
} from './test-world.ts';

const TODAY = '2026-03-20';
const NOW = new Date('2026-03-20T12:00:00Z');

describe('category membership', () => {
  let database: Database;
  let clinics: Awaited<ReturnType<typeof twoClinics>>;
  let ids: Record<string, number>;
  let ourScope: PatientScope;

  beforeAll(async () => {
    database = await createTestDatabase();
    clinics = await twoClinics(database.db);
    ids = await variableIdsByCode(database.db);
    ourScope = { kind: 'clinics', clinicIds: [clinics.ours.clinicId] };
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const patient = (facts: Partial<CraftedPatient> = {}) =>
    craftPatient(db(), { clinicId: clinics.ours.clinicId, ...facts });
  const category = (definition: CategoryDefinition) => insertCategory(db(), definition);
  /**
   * The members among `candidates`, in scope of our clinic, as every reader finds them (stored
   * or evaluated on the request, by the conditions); checked against the category engine's
   * evaluation with the SQL of every kind and with only the kinds the category has.
   */
  async function membersAmong(categoryId: number, candidates: readonly number[], scope = ourScope) {
    const prepared = await prepareMembership(db(), categoryId, { today: TODAY, now: NOW });
    const rows = await categoryMembers(db(), categoryId, { reach: scopeReach(scope), prepared })
      .where('patient.id', 'in', [...candidates])
      .orderBy('patient.id')
      .execute();
    const members = rows.map((row) => row.id);
    const evaluate = async (kinds?: ConditionKinds) => {
      const category = sql<{ id: number }>`select ${categoryId}::integer as id`;
      const evaluated = evaluatedMembers(db(), category, {
        reach: scopeReach(scope),
        today: TODAY,
        now: NOW,
        kinds,
      });
      const { rows } = await sql<{ id: number }>`select m.patient_id as id from (${evaluated}) m
        where m.patient_id = any(${idArray(candidates)}) order by m.patient_id`.execute(db());
      return rows.map((row) => row.id);
    };
    expect(await evaluate(), 'evaluated').toEqual(members);
    const category = db().selectFrom('ruleBasedCategory').select('id').where('id', '=', categoryId);
    expect(await evaluate(await conditionKindsOf(db(), category)), 'with only the kinds used').toEqual(
      members,
    );
    return members;
  }

  describe('variable conditions', () => {
    it('GT, LT and EQ compare the current value with the threshold, strictly', async () => {
      const [low, two, three] = [await patient(), await patient(), await patient()];
      for (const [id, value] of [
        [low, 1],
        [two, 2],
        [three, 3],
      ] as const) {
        await setLatest(db(), id, ids.WET!, value);
      }
      const all = [low, two, three];
      const gt = await category({ variable: [{ variableId: ids.WET!, relation: 'GT', threshold: 2 }] });
      const lt = await category({ variable: [{ variableId: ids.WET!, relation: 'LT', threshold: 2 }] });
      const eq = await category({ variable: [{ variableId: ids.WET!, relation: 'EQ', threshold: 2 }] });
      expect(await membersAmong(gt, all)).toEqual([three]);
      expect(await membersAmong(lt, all)).toEqual([low]);
      expect(await membersAmong(eq, all)).toEqual([two]);
    });

    it('a patient without a current value, or with an empty one, meets no threshold', async () => {
      const none = await patient();
      const empty = await patient();
      await setLatest(db(), empty, ids.WET!, null);
      for (const relation of ['GT', 'LT', 'EQ'] as const) {
        const id = await category({ variable: [{ variableId: ids.WET!, relation, threshold: 0 }] });
        expect(await membersAmong(id, [none, empty]), relation).toEqual([]);
      }
    });

    it('DS holds when the status the list shows is one of the chosen statuses', async () => {
      await db().deleteFrom('limitGeneral').where('variableId', '=', ids.DRY!).execute();
      await db()
        .insertInto('limitGeneral')
        .values({
          variableId: ids.DRY!,
          gender: 'ALL',
          alertLow: 0,
          abnormalLow: 2,
          lowerLimitNormal: 4,
          upperLimitNormal: 10,
          abnormalHigh: 12,
          alertHigh: 14,
        })
        .execute();
      const [alert, normal, ownLimit, noValue, emptyValue] = [
        await patient(),
        await patient(),
        await patient(),
        await patient(),
        await patient(),
      ];
      await setLatest(db(), alert, ids.DRY!, 0);
      await setLatest(db(), emptyValue, ids.DRY!, null);
      await setLatest(db(), normal, ids.DRY!, 7);
      await setLatest(db(), ownLimit, ids.DRY!, 7);
      // The patient's own limit makes 7 an alert for them.
      await db()
        .insertInto('limitUser')
        .values({
          patientId: ownLimit,
          variableId: ids.DRY!,
          alertLow: 8,
          abnormalLow: 9,
          lowerLimitNormal: 10,
          upperLimitNormal: 11,
          abnormalHigh: 12,
          alertHigh: 13,
        })
        .execute();
      const all = [alert, normal, ownLimit, noValue, emptyValue];
      const alerts = await category({
        variable: [{ variableId: ids.DRY!, relation: 'DS', statuses: ['ALERT_LOW'] }],
      });
      const normals = await category({
        variable: [{ variableId: ids.DRY!, relation: 'DS', statuses: ['NORMAL', 'NORMAL_HIGH'] }],
      });
      const unknown = await category({
        variable: [{ variableId: ids.DRY!, relation: 'DS', statuses: ['NOT_SET_VALUE'] }],
      });
      expect(await membersAmong(alerts, all)).toEqual([alert, ownLimit]);
      expect(await membersAmong(normals, all)).toEqual([normal]);
      const alertOrUnknown = await category({
        variable: [{ variableId: ids.DRY!, relation: 'DS', statuses: ['ALERT_LOW', 'NOT_SET_VALUE'] }],
      });
      expect(await membersAmong(unknown, all)).toEqual([noValue, emptyValue]);
      expect(await membersAmong(alertOrUnknown, all)).toEqual([alert, ownLimit, noValue, emptyValue]);
    });

    it('DS NOT_SET_LIMIT finds values without a limit in force', async () => {
      await db().deleteFrom('limitGeneral').where('variableId', '=', ids.SELFWOKE!).execute();
      const id = await patient();
      await setLatest(db(), id, ids.SELFWOKE!, 3);
      const noLimit = await category({
        variable: [{ variableId: ids.SELFWOKE!, relation: 'DS', statuses: ['NOT_SET_LIMIT'] }],
      });
      expect(await membersAmong(noLimit, [id])).toEqual([id]);
    });
  });

  describe('other conditions', () => {
    const relations = ['GT', 'GE', 'EQ', 'LE', 'LT'] as const;
    const holds = (left: number, relation: (typeof relations)[number], right: number) =>
      ({ GT: left > right, GE: left >= right, EQ: left === right, LE: left <= right, LT: left < right })[
        relation
      ];

    it('gender EQ matches the patient’s gender; Unkown (the spec’s spelling) is Unknown', async () => {
      const male = await patient({ gender: 'Male' });
      const female = await patient({ gender: 'Female' });
      const unknown = await patient({ gender: 'Unknown' });
      const all = [male, female, unknown];
      for (const [value, expected] of [
        ['Male', [male]],
        ['Female', [female]],
        ['Unkown', [unknown]],
        ['Unknown', [unknown]],
      ] as const) {
        const id = await category({ other: [{ otherVariable: 'gender', relation: 'EQ', value }] });
        expect(await membersAmong(id, all), value).toEqual(expected);
      }
    });

    it('clinic, alarm type and primary physician EQ match the patient’s; none set is no match', async () => {
      const sibling = await createClinic(db(), clinics.ours.organizationId);
      const alarm = await db()
        .insertInto('alarmType')
        .values({ name: 'Malem' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const doctor = await db()
        .insertInto('physician')
        .values({ firstName: 'Ann', lastName: 'Berg', clinicId: clinics.ours.clinicId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const here = await patient({ alarmTypeId: alarm.id, primaryPhysicianId: doctor.id });
      const there = await craftPatient(db(), { clinicId: sibling.clinicId });
      const scope: PatientScope = {
        kind: 'clinics',
        clinicIds: [clinics.ours.clinicId, sibling.clinicId],
      };
      const byClinic = await category({
        other: [{ otherVariable: 'clinic', relation: 'EQ', value: String(sibling.clinicId) }],
      });
      const byAlarm = await category({
        other: [{ otherVariable: 'alarm type', relation: 'EQ', value: String(alarm.id) }],
      });
      const byDoctor = await category({
        other: [{ otherVariable: 'primary_physician', relation: 'EQ', value: String(doctor.id) }],
      });
      expect(await membersAmong(byClinic, [here, there], scope)).toEqual([there]);
      expect(await membersAmong(byAlarm, [here, there], scope)).toEqual([here]);
      expect(await membersAmong(byDoctor, [here, there], scope)).toEqual([here]);
    });

    it('days since registration: every operator at and around the boundary (property)', async () => {
      const tenDays = await patient({ createdAt: '2026-03-10T23:30:00Z' });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...relations),
          fc.integer({ min: 8, max: 12 }),
          async (relation, days) => {
            const id = await category({
              other: [{ otherVariable: 'days since registration', relation, value: String(days) }],
            });
            expect(await membersAmong(id, [tenDays])).toEqual(holds(10, relation, days) ? [tenDays] : []);
          },
        ),
        { numRuns: 25 },
      );
    });

    it('days since first entry counts from the first entry; without one it never holds', async () => {
      const sevenDays = await patient({ firstEntryDate: '2026-03-13' });
      const noEntry = await patient();
      for (const relation of relations) {
        const id = await category({
          other: [{ otherVariable: 'days since first entry', relation, value: '7' }],
        });
        expect(await membersAmong(id, [sevenDays, noEntry]), relation).toEqual(
          holds(7, relation, 7) ? [sevenDays] : [],
        );
      }
    });

    it('days since new data reads the day counter (DSLE or DSLM); without one it never holds', async () => {
      const quiet = await patient();
      const generic = await patient();
      const noCounter = await patient();
      await setLatest(db(), quiet, ids.DSLE!, 4);
      await setLatest(db(), generic, ids.DSLM!, 2);
      const id = await category({
        other: [{ otherVariable: 'days since new data', relation: 'GE', value: '3' }],
      });
      expect(await membersAmong(id, [quiet, generic, noCounter])).toEqual([quiet]);
      const recent = await category({
        other: [{ otherVariable: 'days since new data', relation: 'LT', value: '3' }],
      });
      expect(await membersAmong(recent, [quiet, generic, noCounter])).toEqual([generic]);
    });

    it('contact_date is the local day of the newest admission or discharge', async () => {
      const stay = await patient();
      await db()
        .insertInto('hospitalization')
        .values({
          patientId: stay,
          admittedAt: '2026-03-01T10:00:00Z',
          dischargedAt: '2026-03-05T23:30:00Z', // 6 March in Stockholm
          status: 'DISCHARGED',
        })
        .execute();
      const never = await patient();
      for (const [relation, value, expected] of [
        ['EQ', '2026-03-06', [stay]],
        ['EQ', '2026-03-05', []],
        ['GT', '2026-03-05', [stay]],
        ['GE', '2026-03-06', [stay]],
        ['LE', '2026-03-06', [stay]],
        ['LT', '2026-03-06', []],
      ] as const) {
        const id = await category({ other: [{ otherVariable: 'contact_date', relation, value }] });
        expect(await membersAmong(id, [stay, never]), `${relation} ${value}`).toEqual(expected);
      }
    });

    it('a stored value that is not a number or date matches nobody, without an error', async () => {
      const someone = await patient({ createdAt: '2026-03-10T12:00:00Z' });
      const id = await category({
        other: [
          { otherVariable: 'days since registration', relation: 'GE', value: 'ten' },
          { otherVariable: 'contact_date', relation: 'GE', value: 'soon' },
        ],
      });
      expect(await membersAmong(id, [someone])).toEqual([]);
    });
  });

  describe('diagnosis conditions', () => {
    it('hold for patients with the ICD code, not for other codes or none', async () => {
      const enuresis = await patient();
      const diabetes = await patient();
      const none = await patient();
      await db().insertInto('patientDiagnosis').values({ patientId: enuresis, icdCode: 'N39.44' }).execute();
      await db().insertInto('patientDiagnosis').values({ patientId: diabetes, icdCode: 'E11.9' }).execute();
      const id = await category({ diagnosis: ['N39.44'] });
      expect(await membersAmong(id, [enuresis, diabetes, none])).toEqual([enuresis]);
    });
  });

  describe('relative deviations', () => {
    const latestAt = '2026-03-20T06:00:00Z';
    const daysBefore = (days: number) => new Date(Date.parse(latestAt) - days * 86_400_000).toISOString();

    async function withHistory(history: readonly [number, number][], latest: number) {
      const id = await patient();
      for (const [days, value] of history) await addValue(db(), id, ids.WEIGHT!, value, daysBefore(days));
      await addValue(db(), id, ids.WEIGHT!, latest, latestAt);
      await setLatest(db(), id, ids.WEIGHT!, latest, latestAt);
      return id;
    }
    const deviation = (threshold: number) =>
      category({ deviation: [{ variableId: ids.WEIGHT!, threshold }] });

    it('a positive threshold asks for a rise of at least that many percent of the mean', async () => {
      const rise = await withHistory(
        [
          [1, 10],
          [14, 10],
        ],
        12,
      );
      expect(await membersAmong(await deviation(20), [rise])).toEqual([rise]);
      expect(await membersAmong(await deviation(20.5), [rise])).toEqual([]);
      expect(await membersAmong(await deviation(-20), [rise])).toEqual([]);
    });

    it('a negative threshold asks for a fall', async () => {
      const fall = await withHistory(
        [
          [1, 10],
          [3, 10],
        ],
        8,
      );
      expect(await membersAmong(await deviation(-20), [fall])).toEqual([fall]);
      expect(await membersAmong(await deviation(-25), [fall])).toEqual([]);
      expect(await membersAmong(await deviation(10), [fall])).toEqual([]);
    });

    it('only the 14 days before the current value count', async () => {
      const old = await withHistory(
        [
          [1, 10],
          [15, 100],
        ],
        12,
      );
      expect(await membersAmong(await deviation(20), [old])).toEqual([old]);
    });

    it('holds exactly as the rule in whole numbers says, at and around the boundary (property)', async () => {
      // Whole values, so the rule is exact in integers: with n values of sum S before it, a value v
      // deviates by t % when (v·n − S)·100 ≥ t·|S| (a rise) or ≤ t·|S| (a fall). A mean of 100·k puts
      // the boundary on the whole value k·(100 + t); the value is that, or one off either way.
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 5 }),
          fc.integer({ min: 0, max: 50 }),
          fc.boolean(),
          fc.integer({ min: -90, max: 90 }).filter((threshold) => threshold !== 0),
          fc.integer({ min: -1, max: 1 }),
          async (k, spread, twoValues, threshold, offset) => {
            const history = twoValues ? [100 * k - spread, 100 * k + spread] : [100 * k];
            const sum = history.reduce((total, value) => total + value, 0);
            const latest = k * (100 + threshold) + offset;
            const id = await withHistory(
              history.map((value, index) => [index + 1, value] as [number, number]),
              latest,
            );
            const gap = (latest * history.length - sum) * 100 - threshold * Math.abs(sum);
            const holds = threshold > 0 ? gap >= 0 : gap <= 0;
            expect(await membersAmong(await deviation(threshold), [id])).toEqual(holds ? [id] : []);
          },
        ),
        { numRuns: 20 },
      );
    });

    it('decimal values on the boundary hold, as in decimal arithmetic (in floats they fall short)', async () => {
      // In floating point, (10.2 − 10) · 100 / 10 is 1.99999…, and (9.9 − 10) · 100 / 10 is −0.99999….
      const rise = await withHistory([[1, 10]], 10.2);
      const fall = await withHistory([[1, 10]], 9.9);
      expect(await membersAmong(await deviation(2), [rise, fall])).toEqual([rise]);
      expect(await membersAmong(await deviation(-1), [rise, fall])).toEqual([fall]);
      expect(await membersAmong(await deviation(2.01), [rise, fall])).toEqual([]);
    });

    it('from a mean of 0 any rise counts; no history or no current value never holds', async () => {
      const fromZero = await withHistory([[2, 0]], 1);
      const noHistory = await withHistory([], 50);
      const noValue = await patient();
      await addValue(db(), noValue, ids.WEIGHT!, 10, daysBefore(1));
      const candidates = [fromZero, noHistory, noValue];
      expect(await membersAmong(await deviation(300), candidates)).toEqual([fromZero]);
      expect(await membersAmong(await deviation(-1), candidates)).toEqual([]);
    });

    it('from a mean next to 0 the deviation is beyond any float, and still holds', async () => {
      const rise = await withHistory([[2, Number.MIN_VALUE]], 1);
      const fall = await withHistory([[2, Number.MIN_VALUE]], -1);
      expect(await membersAmong(await deviation(1e300), [rise, fall])).toEqual([rise]);
      expect(await membersAmong(await deviation(-1e300), [rise, fall])).toEqual([fall]);
    });
  });

  describe('hospitalization conditions', () => {
    async function stay(id: number, admittedAt: string, dischargedAt: string | null = null) {
      await db()
        .insertInto('hospitalization')
        .values({ patientId: id, admittedAt, dischargedAt, status: dischargedAt ? 'DISCHARGED' : 'ADMITTED' })
        .execute();
    }
    const hospitalization = (condition: NonNullable<CategoryDefinition['hospitalization']>[number]) =>
      category({ hospitalization: [condition] });

    it('ADMITTED AFTER N is at most N local days ago; BEFORE N more than N', async () => {
      const threeDays = await patient();
      await stay(threeDays, '2026-03-17T10:00:00Z');
      const cases = [
        [{ status: 'ADMITTED', direction: 'AFTER', days: 3 }, [threeDays]],
        [{ status: 'ADMITTED', direction: 'AFTER', days: 2 }, []],
        [{ status: 'ADMITTED', direction: 'BEFORE', days: 2 }, [threeDays]],
        [{ status: 'ADMITTED', direction: 'BEFORE', days: 3 }, []],
        [{ status: 'DISCHARGED', direction: 'AFTER', days: 30 }, []],
      ] as const;
      for (const [condition, expected] of cases) {
        expect(
          await membersAmong(await hospitalization(condition), [threeDays]),
          JSON.stringify(condition),
        ).toEqual(expected);
      }
    });

    it('days are counted in the patient’s time zone; an unknown zone counts as UTC', async () => {
      // 23:30 UTC on 16 March is already 17 March in Stockholm: three local days ago there, four in UTC.
      const stockholm = await patient({ timezone: 'Europe/Stockholm' });
      const utc = await patient({ timezone: 'UTC' });
      const unknownZone = await patient({ timezone: 'Mars/Olympus_Mons' });
      for (const id of [stockholm, utc, unknownZone]) await stay(id, '2026-03-16T23:30:00Z');
      const id = await hospitalization({ status: 'ADMITTED', direction: 'AFTER', days: 3 });
      expect(await membersAmong(id, [stockholm, utc, unknownZone])).toEqual([stockholm]);
    });

    it('counts local days right in the zones farthest from UTC, on both sides of the bound (property)', async () => {
      const localDay = (instant: Date, timeZone: string) =>
        Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('Pacific/Kiritimati', 'Etc/GMT+12', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'UTC'),
          fc.integer({ min: 0, max: 8 }),
          // Admitted within two days of N days ago, where the local day decides.
          fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
          fc.constantFrom('AFTER', 'BEFORE'),
          async (timezone, days, minutesAroundBound, direction) => {
            const minutesAgo = Math.max(0, days * 24 * 60 + minutesAroundBound);
            const admittedAt = new Date(NOW.getTime() - minutesAgo * 60_000);
            const id = await patient({ timezone });
            await stay(id, admittedAt.toISOString());
            const daysAgo = (localDay(NOW, timezone) - localDay(admittedAt, timezone)) / 86_400_000;
            const holds = direction === 'AFTER' ? daysAgo <= days : daysAgo > days;
            const category = await hospitalization({ status: 'ADMITTED', direction, days });
            expect(await membersAmong(category, [id])).toEqual(holds ? [id] : []);
          },
        ),
        { numRuns: 40 },
      );
    });

    it('DISCHARGED reads the discharge day; without a status either event counts', async () => {
      const discharged = await patient();
      await stay(discharged, '2026-03-10T10:00:00Z', '2026-03-15T10:00:00Z');
      const none = await patient();
      expect(
        await membersAmong(await hospitalization({ status: 'DISCHARGED', direction: 'AFTER', days: 30 }), [
          discharged,
          none,
        ]),
      ).toEqual([discharged]);
      expect(await membersAmong(await hospitalization({ days: 5 }), [discharged, none])).toEqual([
        discharged,
      ]);
      expect(await membersAmong(await hospitalization({ days: 4 }), [discharged, none])).toEqual([]);
      expect(
        await membersAmong(await hospitalization({ direction: 'BEFORE', days: 9 }), [discharged]),
      ).toEqual([discharged]);
    });

    it('two stays that both hold are one condition held, not two', async () => {
      const twice = await patient({ gender: 'Female' });
      await stay(twice, '2026-03-17T10:00:00Z', '2026-03-18T10:00:00Z');
      await stay(twice, '2026-03-18T12:00:00Z');
      const recentlyAdmittedMen = await category({
        hospitalization: [{ status: 'ADMITTED', direction: 'AFTER', days: 10 }],
        other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Male' }],
      });
      const recentlyAdmitted = await hospitalization({ status: 'ADMITTED', direction: 'AFTER', days: 10 });
      expect(await membersAmong(recentlyAdmittedMen, [twice])).toEqual([]);
      expect(await membersAmong(recentlyAdmitted, [twice])).toEqual([twice]);
    });

    it('currently in hospital asks for a stay without discharge', async () => {
      const inside = await patient();
      await stay(inside, '2026-03-17T10:00:00Z');
      const home = await patient();
      await stay(home, '2026-03-10T10:00:00Z', '2026-03-15T10:00:00Z');
      const never = await patient();
      const all = [inside, home, never];
      expect(await membersAmong(await hospitalization({ days: 0, currentlyInHospital: true }), all)).toEqual([
        inside,
      ]);
      expect(
        await membersAmong(
          await hospitalization({
            status: 'ADMITTED',
            direction: 'BEFORE',
            days: 2,
            currentlyInHospital: true,
          }),
          all,
        ),
      ).toEqual([inside]);
      expect(
        await membersAmong(
          await hospitalization({
            status: 'ADMITTED',
            direction: 'BEFORE',
            days: 5,
            currentlyInHospital: true,
          }),
          all,
        ),
      ).toEqual([]);
    });
  });

  describe('a category as a whole', () => {
    it('all conditions must hold (AND)', async () => {
      const both = await patient({ gender: 'Female' });
      const onlyValue = await patient({ gender: 'Male' });
      const onlyGender = await patient({ gender: 'Female' });
      await setLatest(db(), both, ids.WET!, 5);
      await setLatest(db(), onlyValue, ids.WET!, 5);
      await setLatest(db(), onlyGender, ids.WET!, 1);
      const id = await category({
        variable: [{ variableId: ids.WET!, relation: 'GT', threshold: 3 }],
        other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }],
      });
      expect(await membersAmong(id, [both, onlyValue, onlyGender])).toEqual([both]);
    });

    it('two conditions on the same variable must both hold', async () => {
      const inBand = await patient();
      const above = await patient();
      await setLatest(db(), inBand, ids.WET!, 4);
      await setLatest(db(), above, ids.WET!, 9);
      const id = await category({
        variable: [
          { variableId: ids.WET!, relation: 'GT', threshold: 3 },
          { variableId: ids.WET!, relation: 'LT', threshold: 6 },
        ],
      });
      expect(await membersAmong(id, [inBand, above])).toEqual([inBand]);
    });

    it('a category without conditions, or one that does not exist, has no members', async () => {
      const someone = await patient();
      expect(await membersAmong(await category({}), [someone])).toEqual([]);
      expect(await membersAmong(2_000_000, [someone])).toEqual([]);
    });

    it('members of another clinic never appear in our scope, but do for every patient', async () => {
      const ours = await patient({ gender: 'Male' });
      const theirs = await craftPatient(db(), { clinicId: clinics.theirs.clinicId, gender: 'Male' });
      const id = await category({ other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Male' }] });
      expect(await membersAmong(id, [ours, theirs])).toEqual([ours]);
      const prepared = await prepareMembership(db(), id, { today: TODAY, now: NOW });
      const everyone = await categoryMembers(db(), id, {
        reach: unsafeEveryPatient('the test compares with every patient'),
        prepared,
      })
        .where('patient.id', 'in', [ours, theirs])
        .orderBy('patient.id')
        .execute();
      expect(everyone.map((row) => row.id)).toEqual([ours, theirs]);
      expect(await isCategoryMember(db(), id, theirs, { reach: scopeReach(ourScope), today: TODAY })).toBe(
        false,
      );
      expect(await isCategoryMember(db(), id, ours, { reach: scopeReach(ourScope), today: TODAY })).toBe(
        true,
      );
    });

    it('a scope keeps inactive members: the list shows them on request', async () => {
      const active = await patient({ gender: 'Female' });
      const inactive = await patient({ gender: 'Female', inactive: true });
      const id = await category({ other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }] });
      expect(await membersAmong(id, [active, inactive], ourScope)).toEqual([active, inactive]);
    });

    it('the query composes: callers count and page it', async () => {
      const a = await patient({ dateOfBirth: '2016-01-01' });
      const b = await patient({ dateOfBirth: '2016-01-01' });
      const c = await patient({ dateOfBirth: '2016-01-01' });
      const id = await category({
        other: [{ otherVariable: 'days since first entry', relation: 'GE', value: '0' }],
      });
      for (const patientId of [a, b, c]) {
        await db()
          .updateTable('patient')
          .set({ firstEntryDate: '2026-03-01' })
          .where('id', '=', patientId)
          .execute();
      }
      const prepared = await prepareMembership(db(), id, { today: TODAY });
      const members = categoryMembers(db(), id, { reach: scopeReach(ourScope), prepared }).where(
        'patient.id',
        'in',
        [a, b, c],
      );
      const { count } = await db()
        .selectFrom(members.as('m'))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(3);
      const page = await members.orderBy('patient.id').limit(2).offset(1).execute();
      expect(page.map((row) => row.id)).toEqual([b, c]);
    });

    it('the memberships of several categories come as (category, patient, risk score, name) rows', async () => {
      const male = await patient({ gender: 'Male' });
      const female = await patient({ gender: 'Female' });
      const men = await category({ other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Male' }] });
      const women = await category({ other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }] });
      const both = db().selectFrom('ruleBasedCategory').select('id').where('id', 'in', [men, women]);
      const rows = await categoriesMembers(db(), both, {
        reach: scopeReach(ourScope),
        prepared: await prepareMembership(db(), both, { today: TODAY }),
      })
        .where('membership.patientId', 'in', [male, female])
        .orderBy('membership.categoryId')
        .execute();
      const names = await db()
        .selectFrom('patient')
        .select(['id', 'lastName'])
        .where('id', 'in', [male, female])
        .execute();
      const lastName = (id: number) => names.find((row) => row.id === id)!.lastName;
      expect(rows).toEqual([
        {
          categoryId: men,
          patientId: male,
          latestRiskScore: null,
          firstName: 'Child',
          lastName: lastName(male),
        },
        {
          categoryId: women,
          patientId: female,
          latestRiskScore: null,
          firstName: 'Child',
          lastName: lastName(female),
        },
      ]);
    });

    it('the patients of several categories come once each with their categories, read from the store or evaluated', async () => {
      const male = await patient({ gender: 'Male' });
      const female = await patient({ gender: 'Female' });
      const men = await category({ other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Male' }] });
      // Counts days: evaluated at a clock that is not the store's.
      const registered = await category({
        other: [{ otherVariable: 'days since registration', relation: 'LE', value: '100000' }],
      });
      const both = db().selectFrom('ruleBasedCategory').select('id').where('id', 'in', [men, registered]);
      const now = new Date();
      for (const clock of [
        { today: now.toISOString().slice(0, 10), now },
        { today: TODAY, now: NOW },
      ]) {
        const prepared = await prepareMembership(db(), both, clock);
        expect(prepared.evaluated === null, `all from the store at ${clock.today}`).toBe(clock.now === now);
        const rows = await patientsInCategories(db(), both, { reach: scopeReach(ourScope), prepared })
          .where('candidate.patientId', 'in', [male, female])
          .orderBy('candidate.patientId')
          .execute();
        expect(
          rows.map((row) => ({
            patientId: row.patientId,
            categoryIds: [...row.categoryIds].sort((a, b) => a - b),
          })),
        ).toEqual([
          { patientId: male, categoryIds: [men, registered] },
          { patientId: female, categoryIds: [registered] },
        ]);
      }
    });
  });
});
