import {
  addDays,
  STATISTICS,
  STATISTICS_MESSAGES,
  type StatisticsRow,
  type UniqueHospitalizations,
  utcToday,
} from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { computeStatistics } from './compute.ts';

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * A crafted generic cohort on one Monday D, counted by hand below. Seven patients seen on D
 * (risk as the clinic saw it), one whose prediction is too old to count, one in hospital on D:
 *
 *   patient  nurse  clinic  cohort   risk   admitted        positive (admitted within 14 days of D)
 *   p1       N1     A       2026-Q1  0.90   D+3 … D+8       yes
 *   p2       N1     A       2026-Q1  0.80   –               no
 *   p3       N1     B       2026-Q2  0.70   D+20 (open)     no
 *   p4       N1     B       2026-Q2  0.10   D+5 … D+6       yes
 *   p5       N2     A       2026-Q1  0.60   –               no
 *   p6       N2     A       2026-Q2  0.50   D+13 … D+16     yes
 *   p7       N2     B       2026-Q2  0.05   –               no
 *   p8       N2     B       2026-Q2  0.99, made D−10: not seen on D
 *   p9       N2     B       2026-Q2  0.95   in hospital since D−3: not seen on D
 *
 * The week after, D+7, only p2 is seen (a prediction made D+5); p1 is in hospital that day.
 */
describe('statistics admin (generic)', () => {
  let server: TestApp;
  let db: Db;
  let admin: string;
  let nurse: string;
  const today = utcToday();
  const D = mondayOf(addDays(today, -70));
  const names = { N1: '', N2: '', A: '', B: '' };

  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'generic' });
    db = server.database.db;
    const clinicA = await createClinic(db);
    const clinicB = await createClinic(db, clinicA.organizationId);
    const n1 = await createUser(db, { clinicIds: [clinicA.clinicId] });
    const n2 = await createUser(db, { clinicIds: [clinicA.clinicId] });
    const adminUser = await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinicA.clinicId] });
    admin = await loginAs(server.app, adminUser);
    nurse = await loginAs(server.app, n1);
    const userName = async (id: number) => {
      const row = await db
        .selectFrom('appUser')
        .select(['firstName', 'lastName'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return `${row.firstName} ${row.lastName}`;
    };
    const clinicName = async (id: number) =>
      (await db.selectFrom('clinic').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
    Object.assign(names, {
      N1: await userName(n1.id),
      N2: await userName(n2.id),
      A: await clinicName(clinicA.clinicId),
      B: await clinicName(clinicB.clinicId),
    });
    const model = await db
      .insertInto('aiModel')
      .values({ kind: 'hospitalization_risk', version: 1, parameters: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patient = async (
      nurseId: number,
      clinicId: number,
      createdAt: string,
      predictions: [string, number][],
      stays: [number, number | null][],
    ) => {
      const { id } = await createPatient(db, { clinicIds: [clinicId], responsibleUserId: nurseId });
      await db.updateTable('patient').set({ createdAt }).where('id', '=', id).execute();
      for (const [asOf, riskScore] of predictions)
        await db
          .insertInto('aiPrediction')
          .values({ modelId: model.id, patientId: id, asOf, riskScore })
          .execute();
      for (const [admitted, discharged] of stays)
        await db
          .insertInto('hospitalization')
          .values({
            patientId: id,
            admittedAt: `${addDays(D, admitted)}T10:00:00Z`,
            dischargedAt: discharged === null ? null : `${addDays(D, discharged)}T10:00:00Z`,
            status: discharged === null ? 'ADMITTED' : 'DISCHARGED',
          })
          .execute();
    };
    const Q1 = '2026-02-01T08:00:00Z';
    const Q2 = '2026-05-01T08:00:00Z';
    const seenOnD = addDays(D, -2);
    await patient(n1.id, clinicA.clinicId, Q1, [[seenOnD, 0.9]], [[3, 8]]);
    await patient(
      n1.id,
      clinicA.clinicId,
      Q1,
      [
        [seenOnD, 0.8],
        [addDays(D, 5), 0.3],
      ],
      [],
    );
    await patient(n1.id, clinicB.clinicId, Q2, [[seenOnD, 0.7]], [[20, null]]);
    await patient(n1.id, clinicB.clinicId, Q2, [[seenOnD, 0.1]], [[5, 6]]);
    await patient(n2.id, clinicA.clinicId, Q1, [[seenOnD, 0.6]], []);
    await patient(n2.id, clinicA.clinicId, Q2, [[seenOnD, 0.5]], [[13, 16]]);
    await patient(n2.id, clinicB.clinicId, Q2, [[seenOnD, 0.05]], []);
    await patient(n2.id, clinicB.clinicId, Q2, [[addDays(D, -10), 0.99]], []);
    await patient(n2.id, clinicB.clinicId, Q2, [[seenOnD, 0.95]], [[-3, null]]);
    await computeStatistics(db, { customer: 'generic', today });
  });
  afterAll(() => server.close());

  const query = (body: Record<string, unknown>, token = admin) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/statisticshospitalizations',
      headers: authHeaders(token),
      payload: body,
    });
  const rows = async (body: Record<string, unknown>) => {
    const response = await query({ startDate: D, endDate: D, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<StatisticsRow[]>()
      .map(
        ({
          nurseName,
          groupName,
          cohort,
          numberPatients,
          atK,
          truePositive,
          falsePositive,
          falseNegative,
        }) => [nurseName, groupName, cohort, numberPatients, atK, truePositive, falsePositive, falseNegative],
      );
  };

  it('counts everyone: the top 5 of 7 by risk flagged, the top 10 all of them', async () => {
    // @5 flags p1 p2 p3 p5 p6: caught p1 p6, false alarms p2 p3 p5, missed p4.
    expect(await rows({ atK: 5 })).toEqual([['*', '*', '*', 7, 5, 2, 3, 1]]);
    expect(await rows({})).toEqual([
      ['*', '*', '*', 7, 5, 2, 3, 1],
      ['*', '*', '*', 7, 10, 3, 4, 0],
      ['*', '*', '*', 7, 20, 3, 4, 0],
    ]);
  });

  it('compares nurses, main groups and cohorts, each ranked within its own patients', async () => {
    const byName = (list: unknown[][]) => [...list].sort((a, b) => String(a).localeCompare(String(b)));
    expect(byName(await rows({ atK: 5, groupByRadioButton: 'NURSE' }))).toEqual(
      byName([
        [names.N1, '*', '*', 4, 5, 2, 2, 0],
        [names.N2, '*', '*', 3, 5, 1, 2, 0],
      ]),
    );
    expect(byName(await rows({ atK: 5, groupByRadioButton: 'MAIN_GROUP' }))).toEqual(
      byName([
        ['*', names.A, '*', 4, 5, 2, 2, 0],
        ['*', names.B, '*', 3, 5, 1, 2, 0],
      ]),
    );
    expect(await rows({ atK: 5, groupByRadioButton: 'COHORT' })).toEqual([
      ['*', '*', '2026-Q1', 3, 5, 1, 2, 0],
      ['*', '*', '2026-Q2', 4, 5, 2, 2, 0],
    ]);
  });

  it('filters one dimension while comparing another', async () => {
    expect(await rows({ atK: 5, nurseName: names.N1, groupByRadioButton: 'COHORT' })).toEqual([
      [names.N1, '*', '2026-Q1', 2, 5, 1, 1, 0],
      [names.N1, '*', '2026-Q2', 2, 5, 1, 1, 0],
    ]);
    expect(await rows({ atK: 5, groupName: names.B })).toEqual([['*', names.B, '*', 3, 5, 1, 2, 0]]);
  });

  it('sums weeks into one row with nbrWeeks', async () => {
    const weekly = await query({ startDate: D, endDate: addDays(D, 7), atK: 5 });
    expect(
      weekly.json<StatisticsRow[]>().map((row) => [row.date, row.truePositive, row.falsePositive]),
    ).toEqual([
      [D, 2, 3],
      [addDays(D, 7), 0, 1],
    ]);
    const summed = await query({ startDate: D, endDate: addDays(D, 7), atK: 5, nbrWeeks: 2 });
    const [row, ...others] = summed.json<StatisticsRow[]>();
    expect(others).toEqual([]);
    // 7 seen on D and 1 on D+7; a random 5 of D's 7 would catch 5 × 3 / 7, of D+7's 1 none.
    expect(row?.randomTruePositive).toBeCloseTo(15 / 7, 9);
    expect(row?.computedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect({ ...row, randomTruePositive: undefined, computedAt: undefined }).toEqual({
      nurseName: '*',
      groupName: '*',
      cohort: '*',
      date: D,
      atK: 5,
      numberPatients: 7,
      truePositive: 2,
      falsePositive: 4,
      falseNegative: 1,
      patientsSeen: 8,
      randomTruePositive: undefined,
      computedAt: undefined,
    });
  });

  it('gives the first and last date with figures, and the groups for the filters', async () => {
    const dates = await server.app.inject({
      method: 'GET',
      url: '/api/v1/statisticshospitalizations/minmax/dates',
      headers: authHeaders(admin),
    });
    expect(dates.json<string[]>()).toEqual([addDays(D, -7), addDays(D, 7)]);
    const groups = await server.app.inject({
      method: 'GET',
      url: '/api/v1/statisticsgroups',
      headers: authHeaders(admin),
    });
    const nurses = new Set(groups.json<{ nurseName: string }[]>().map((group) => group.nurseName));
    expect(nurses).toEqual(new Set(['*', names.N1, names.N2]));
  });

  it('counts hospital stays per cohort, an open stay up to the end date', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/statisticsuniquehospitalizations/${D}/${addDays(D, 30)}`,
      headers: authHeaders(admin),
    });
    expect(response.json<UniqueHospitalizations>()).toEqual({
      cohorts: ['2026-Q1', '2026-Q2'],
      numberOfHospitalizedPatients: { '2026-Q1': 1, '2026-Q2': 3 },
      numberOfHospitalizations: { '2026-Q1': 1, '2026-Q2': 3 },
      // p1 5 days; p4 1, p6 3 and p3 admitted D+20 still in hospital at the end of D+30: 11.
      lengthOfStay: { '2026-Q1': 5, '2026-Q2': 15 },
    });
  });

  it('refuses bad input with a clear message and computes nothing from it', async () => {
    const refused = async (body: Record<string, unknown>, message: string | RegExp) => {
      const response = await query({ startDate: D, endDate: D, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    };
    await refused({ startDate: D, endDate: addDays(D, -1) }, STATISTICS_MESSAGES.endBeforeStart);
    await refused(
      { startDate: addDays(today, 10), endDate: addDays(today, 20) },
      /^Choose dates between \d{4}-\d{2}-\d{2} and/,
    );
    await refused({ nurseName: 'Nobody' }, STATISTICS_MESSAGES.unknownNurse);
    await refused({ groupName: 'No clinic' }, STATISTICS_MESSAGES.unknownGroup);
    await refused({ cohort: '1999-Q1' }, STATISTICS_MESSAGES.unknownCohort);
    await refused({ atK: 7 }, STATISTICS_MESSAGES.unknownK);
    await refused({ startDate: 'yesterday' }, /YYYY-MM-DD/);
    await refused({ groupByRadioButton: 'EVERYTHING' }, /expected one of "NO_GROUP_BY"/);
    const stays = await server.app.inject({
      method: 'GET',
      url: `/api/v1/statisticsuniquehospitalizations/${D}/${addDays(D, -1)}`,
      headers: authHeaders(admin),
    });
    expect(stays.statusCode).toBe(400);
  });

  it('is for the product admin only', async () => {
    expect((await query({ startDate: D, endDate: D }, nurse)).statusCode).toBe(403);
    const refresh = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/statistics/refresh',
      headers: authHeaders(nurse),
    });
    expect(refresh.statusCode).toBe(403);
  });

  it('computes again on demand, to the same figures', async () => {
    const before = await rows({});
    const refresh = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/statistics/refresh',
      headers: authHeaders(admin),
    });
    expect(refresh.statusCode).toBe(200);
    expect(await rows({})).toEqual(before);
  });
});

describe('statistics admin (bedwetting): the dropout predictions', () => {
  let server: TestApp;
  let admin: string;
  const today = utcToday();
  const D = mondayOf(addDays(today, -90));

  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'bedwetting' });
    const { db } = server.database;
    const clinic = await createClinic(db);
    admin = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    const model = await db
      .insertInto('aiModel')
      .values({ kind: 'treatment_outcome', version: 1, parameters: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Dropout risk on D, the outcome recorded later, the last night recorded (days from D), and
    // a later night that was corrected away (superseded) or recorded empty, which never counts.
    const child = async (pDropout: number, outcome: number | null, lastNight: number, ghost?: number) => {
      const { id } = await createPatient(db, { clinicIds: [clinic.clinicId] });
      await db
        .insertInto('aiPrediction')
        .values({ modelId: model.id, patientId: id, asOf: addDays(D, -1), riskScore: pDropout, pDropout })
        .execute();
      await db
        .insertInto('nightlyEntry')
        .values([
          { patientId: id, night: addDays(D, -40), value: 1, source: 'phone' },
          { patientId: id, night: addDays(D, lastNight), value: 1, source: 'phone' },
        ])
        .execute();
      if (ghost !== undefined)
        await db
          .insertInto('nightlyEntry')
          .values([
            { patientId: id, night: addDays(D, ghost), value: 0, source: 'phone', supersededAt: new Date() },
            { patientId: id, night: addDays(D, ghost + 1), value: null, source: 'phone' },
          ])
          .execute();
      if (outcome !== null)
        await db.insertInto('treatmentOutcome').values({ patientId: id, value: outcome }).execute();
    };
    // Counted by hand: a dropout on D = outcome Drop out (4) and no night recorded from D+28 on.
    //   child  risk  outcome  last night  dropout on D?
    await child(0.9, 4, -15); //  c1: silent for 15 days already            yes
    await child(0.8, 4, -1); //   c2: silent since the night before D       yes
    await child(0.7, 4, 10); //   c3: stopped 10 days after D               yes
    await child(0.6, null, 30); //c4: still going, no outcome yet           no
    await child(0.5, 4, 27); //   c5: last night D+27, the horizon's last   yes
    await child(0.4, 4, 28); //   c6: a night on D+28: after the horizon    no
    await child(0.3, 1, -5); //   c7: successful, ended before D            no
    await child(0.2, 4, 40); //   c8: dropped out after the horizon         no
    await child(0.1, 4, 3); //    c9: stopped 3 days after D                yes
    await child(0.05, 2, 20); //  c10: another outcome                      no
    await child(0.01, 4, -3, 5); //c11: silent since D−3; D+5 superseded,
    //                                   D+6 empty: neither counts           yes
    // The old rule (last night between D and D+27) counted only c3, c5 and c9.
    await computeStatistics(db, { customer: 'bedwetting', today });
  });
  afterAll(() => server.close());

  it('counts a child already silent on the date as a dropout, against a hand-counted cohort', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/statisticshospitalizations',
      headers: authHeaders(admin),
      payload: { startDate: D, endDate: D },
    });
    expect(response.statusCode, response.body).toBe(200);
    const counts = response
      .json<StatisticsRow[]>()
      .map((row) => [row.atK, row.numberPatients, row.truePositive, row.falsePositive, row.falseNegative]);
    expect(counts).toEqual([
      // @5 flags c1–c5: c1 c2 c3 c5 caught, c4 a false alarm; c9 and c11 missed.
      [5, 11, 4, 1, 2],
      // @10 flags c1–c10: c1 c2 c3 c5 c9 caught; c4 c6 c7 c8 c10 false alarms; c11 missed.
      [10, 11, 5, 5, 1],
      [20, 11, 6, 5, 0],
    ]);
  });
});

describe('statistics admin: the tracked recompute', () => {
  let server: TestApp;
  let db: Db;
  let admin: string;
  const today = utcToday();
  const D = mondayOf(addDays(today, -120));
  const weeks = [0, 1, 2, 3, 4, 5].map((week) => addDays(D, 7 * week));
  let late: number;

  const computed = async () =>
    Object.fromEntries(
      (
        await sql<{ date: string; at: string }>`select to_char(date, 'YYYY-MM-DD') as date,
          to_char(computed_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') as at from statistics_computed`.execute(db)
      ).rows.map((row) => [row.date, row.at]),
    );
  const truePositives = async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/statisticshospitalizations',
      headers: authHeaders(admin),
      payload: { startDate: weeks[0], endDate: weeks.at(-1), atK: 5 },
    });
    return response.json<StatisticsRow[]>().map((row) => [row.date, row.truePositive]);
  };

  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'bedwetting' });
    db = server.database.db;
    const clinic = await createClinic(db);
    admin = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    const model = await db
      .insertInto('aiModel')
      .values({ kind: 'treatment_outcome', version: 1, parameters: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Two children seen every week; both dropped out, the last night D+20.
    const child = async () => {
      const { id } = await createPatient(db, { clinicIds: [clinic.clinicId] });
      for (const week of weeks)
        await db
          .insertInto('aiPrediction')
          .values({
            modelId: model.id,
            patientId: id,
            asOf: addDays(week, -1),
            riskScore: 0.5,
            pDropout: 0.5,
          })
          .execute();
      await db
        .insertInto('nightlyEntry')
        .values({ patientId: id, night: addDays(D, 20), value: 1, source: 'phone' })
        .execute();
      await db.insertInto('treatmentOutcome').values({ patientId: id, value: 4 }).execute();
      return id;
    };
    late = await child();
    await child();
    await computeStatistics(db, { customer: 'bedwetting', today });
  });
  afterAll(() => server.close());

  it('computes again exactly the weeks a late night changes, and says when each was computed', async () => {
    // Before: both children's last night D+20 falls before D+28 … D+63: both dropouts every week.
    expect(await truePositives()).toEqual(weeks.map((week) => [week, 2]));
    const before = await computed();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(weeks));
    // A night of the first child recorded late, for D+45: a dropout on D only if D+45 < D+28, so
    // the weeks D, D+7 and D+14 change (D+45 ≥ their D+28); from D+21 on it still falls within.
    await db
      .insertInto('nightlyEntry')
      .values({ patientId: late, night: addDays(D, 45), value: 0, source: 'phone' })
      .execute();
    const { rows: marked } = await sql<{ date: string; reason: string }>`
      select to_char(date, 'YYYY-MM-DD') as date, reason from statistics_dirty_date order by date`.execute(
      db,
    );
    expect(marked).toEqual(weeks.slice(0, 3).map((date) => ({ date, reason: 'night' })));
    const refresh = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/statistics/refresh',
      headers: authHeaders(admin),
    });
    expect(refresh.json()).toMatchObject({ dates: 3 });
    expect(await truePositives()).toEqual(weeks.map((week, index) => [week, index < 3 ? 1 : 2]));
    const after = await computed();
    for (const [index, week] of weeks.entries())
      if (index < 3) expect(after[week]! > before[week]!, week).toBe(true);
      else expect(after[week], week).toBe(before[week]);
    // Nothing changed since: a refresh computes nothing.
    const again = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/statistics/refresh',
      headers: authHeaders(admin),
    });
    expect(again.json()).toMatchObject({ dates: 0 });
  });

  it('a patient given another nurse or clinic marks every week they were seen on', async () => {
    const marked = async () =>
      (
        await sql<{ date: string }>`select distinct to_char(date, 'YYYY-MM-DD') as date
          from statistics_dirty_date order by date`.execute(db)
      ).rows.map((row) => row.date);
    const nurseRows = async (name: string) =>
      (
        await sql<{ date: string; patients: number }>`select to_char(h.date, 'YYYY-MM-DD') as date,
          h.number_patients as patients from statistics_hospitalization h
          join statistics_group g on g.id = h.group_id
          where g.nurse_name = ${name} and g.group_name = ${STATISTICS.all} and g.cohort = ${STATISTICS.all}
            and g.at_k = 5 order by h.date`.execute(db)
      ).rows.filter((row) => weeks.includes(row.date));
    expect(await marked()).toEqual([]);

    const nurse = await createUser(db, { role: 'ROLE_USER' });
    const { firstName, lastName } = await db
      .selectFrom('appUser')
      .select(['firstName', 'lastName'])
      .where('id', '=', nurse.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('patient').set({ responsibleUserId: nurse.id }).where('id', '=', late).execute();
    expect(await marked()).toEqual(weeks);
    await computeStatistics(db, { customer: 'bedwetting', today });
    expect(await marked()).toEqual([]);
    const name = `${firstName} ${lastName}`.trim();
    expect(await nurseRows(name)).toEqual(weeks.map((date) => ({ date, patients: 1 })));

    // The nurse's name, a clinic added and the clinic's name are groupings too.
    await db.updateTable('appUser').set({ lastName: 'Renamed' }).where('id', '=', nurse.id).execute();
    expect(await marked()).toEqual(weeks);
    await computeStatistics(db, { customer: 'bedwetting', today });
    expect(await nurseRows(`${firstName} Renamed`.trim())).toEqual(
      weeks.map((date) => ({ date, patients: 1 })),
    );
    const other = await createClinic(db);
    await db.insertInto('patientClinic').values({ patientId: late, clinicId: other.clinicId }).execute();
    expect(await marked()).toEqual(weeks);
    await computeStatistics(db, { customer: 'bedwetting', today });
    await db.updateTable('clinic').set({ name: 'Another name' }).where('id', '=', other.clinicId).execute();
    expect(await marked()).toEqual(weeks);
    await computeStatistics(db, { customer: 'bedwetting', today });
    expect(await marked()).toEqual([]);
  });

  it('marks a week once per transaction, however many writes mark it: a bulk write stays linear', async () => {
    // Each upsert of a mark left a row version no vacuum could remove before the commit, and every
    // next one walked them all (a year of stays at 100,000 patients: over 13 minutes).
    const versions = await db.transaction().execute(async (trx) => {
      const seen: string[] = [];
      for (let stay = 0; stay < 6; stay++) {
        await trx
          .insertInto('hospitalization')
          .values({
            patientId: late,
            admittedAt: new Date(`${addDays(D, 1)}T08:00:00Z`),
            dischargedAt: new Date(`${addDays(D, 10)}T08:00:00Z`),
            status: 'DISCHARGED',
          })
          .execute();
        // Each stay marks the same weeks again.
        const { rows } = await sql<{
          versions: string | null;
        }>`select string_agg(ctid::text || '@' || xmin::text,
          ' ' order by date, reason) as versions from statistics_dirty_date`.execute(trx);
        seen.push(rows[0]!.versions ?? '');
      }
      return seen;
    });
    expect(versions[0]).not.toBe('');
    expect(new Set(versions).size).toBe(1);
    await computeStatistics(db, { customer: 'bedwetting', today });
  });
});
