import type { CategoryConditionsForm, DangerStatus, OtherRelation, OtherVariable } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';
import {
  addCurrentValues,
  addOwnLimits,
  addPatients,
  addPredictions,
  seedBenchClinic,
  settle,
} from './patients-list-data.ts';

export const BENCH_APPADMIN = { username: 'bench.appadmin', password: 'Bench-Appadmin-2026' };

/** What the categories and their hand-written baselines refer to. */
export interface CategoryWorld {
  readonly clinicId: number;
  readonly annexClinicId: number;
  /** The window-1 variables of the generic flavour (the panel page's columns). */
  readonly variableIds: number[];
  readonly variable: Record<
    'SYS' | 'DIA' | 'PULSE' | 'SPO2' | 'TEMP' | 'WEIGHT' | 'DWDEV' | 'DSLM' | 'RISK_SCORE',
    number
  >;
  readonly physicianId: number;
  readonly alarmTypeId: number;
  /** A contact_date condition's date: 60 days before the seed's day. */
  readonly contactDate: string;
}

/** Real ICD-10-CM codes with how many patients in a thousand have them. */
const DIAGNOSES: readonly [string, number][] = [
  ['I10', 450],
  ['E11.9', 220],
  ['E78.5', 300],
  ['I25.10', 150],
  ['I48.91', 110],
  ['I50.9', 120],
  ['I50.22', 60],
  ['J44.9', 100],
  ['N18.4', 40],
  ['N18.5', 25],
  ['N18.6', 70],
  ['Z99.2', 50],
  ['E11.22', 60],
  ['I12.0', 30],
  ['D63.1', 45],
  ['E66.9', 180],
  ['F32.9', 90],
  ['G47.33', 70],
  ['E03.9', 80],
  ['K21.9', 120],
  ['M81.0', 60],
  ['J45.909', 50],
];

/**
 * `inScope` chronic-care patients in one nurse's scope (as the patients list's: current values, own
 * limits for one in twenty, AI risk scores) and `outside` more in a clinic the nurse does not see, made
 * varied enough for every condition kind: realistic current values (some missing), 14 days of
 * history before the current weight, systolic pressure and pulse (a rise or fall of about 5% for
 * one in eight), diagnoses with real codes, hospital stays (3% in hospital now), a second
 * clinic for one in seven, physicians, alarm types, languages, paired phones and watches.
 */
export async function seedCategoryWorld(
  db: Db,
  { inScope, outside }: { inScope: number; outside: number },
): Promise<CategoryWorld> {
  const bench = await seedBenchClinic(db);
  const { clinicId, variableIds } = bench;
  const clinic = await db
    .selectFrom('clinic')
    .select(['organizationId', 'countryId'])
    .where('id', '=', clinicId)
    .executeTakeFirstOrThrow();
  const [annex, elsewhere] = await db
    .insertInto('clinic')
    .values(
      ['Bench Annex', 'Bench Elsewhere'].map((name) => ({
        name,
        organizationId: clinic.organizationId,
        countryId: clinic.countryId,
      })),
    )
    .returning('id')
    .execute();
  const physicians = await db
    .insertInto('physician')
    .values(
      ['Berg', 'Lind', 'Holm', 'Ek', 'Nyström', 'Sjöberg', 'Lund', 'Dahl'].map((lastName) => ({
        firstName: 'Dr',
        lastName,
        clinicId,
      })),
    )
    .returning('id')
    .execute();
  const alarmTypes = await db
    .insertInto('alarmType')
    .values(['Fall', 'Door', 'Bed'].map((name) => ({ name })))
    .returning('id')
    .execute();
  // The first `inScope` patients in the nurse's clinic, the others elsewhere; one in seven in the annex too.
  await addPatients(db, inScope + outside, {
    gender: sql`case when n % 50 = 0 then 'Unknown' when n % 2 = 0 then 'Female' else 'Male' end`,
    clinicIds: sql`array(select clinic.id from unnest(array[
        case when n <= ${inScope} then ${clinicId}::int else ${elsewhere!.id}::int end,
        case when n % 7 = 0 then ${annex!.id}::int end]) clinic(id)
      where clinic.id is not null order by clinic.id)`,
    createdAt: sql`now() - make_interval(days => (n * 13) % 900, hours => n % 24)`,
    firstEntryDate: sql`case when n % 20 <> 0
      then least(current_date, (now() - make_interval(days => (n * 13) % 900))::date + n % 10) end`,
    alarmTypeId: sql`(${alarmTypes.map((row) => row.id)}::int[])[n % 4]`,
    primaryPhysicianId: sql`(${physicians.map((row) => row.id)}::int[])[n % 9]`,
    language: sql`case when n % 10 < 7 then 'en' when n % 10 < 9 then 'sv' else 'de' end`,
    inactive: sql`n % 50 = 7`,
  });
  await addOwnLimits(db, bench);

  const variable = Object.fromEntries(
    (await db.selectFrom('patientVariable').select(['id', 'code']).execute()).map((row) => [
      row.code,
      row.id,
    ]),
  ) as unknown as CategoryWorld['variable'];
  // Realistic current values; 3% of the rows missing, 1% without a value.
  const h = sql`abs(hashtext(p.id::text || '/' || v.id::text))`;
  // Four values in five in the usual range, the others spread wider (independent of h's low digits).
  const usual = sql`(${h} / 1000) % 10 < 8`;
  await addCurrentValues(db, bench, {
    value: sql`case when ${h} % 100 = 3 then null else case pv.code
        when 'SYS' then case when ${usual} then 105 + ${h} % 50 else 140 + ${h} % 50 end
        when 'DIA' then case when ${usual} then 60 + ${h} % 30 else 80 + ${h} % 35 end
        when 'PULSE' then case when ${usual} then 55 + ${h} % 50 else 35 + ${h} % 100 end
        when 'SPO2' then case when ${usual} then 94 + ${h} % 6 else 85 + ${h} % 10 end
        when 'TEMP' then case when ${usual} then 36.1 + (${h} % 16) / 10.0 else 35.8 + (${h} % 35) / 10.0 end
        when 'WEIGHT' then 50 + ${h} % 70
        when 'DWDEV' then -2 + (${h} % 70) / 10.0
        when 'DSLM' then case when ${usual} then ${h} % 2 else ${h} % 15 end
        else (${h} % 1000) / 1000.0 end end`,
    kept: sql<boolean>`${h} % 100 >= 3`,
  });
  await addPredictions(db);
  // The history before the current value: one series in sixteen is 5% lower before (a rise),
  // as many 5% higher (a fall), the others within 1% of the current value.
  await sql`
    insert into variable_value (patient_id, variable_id, value, time_stamp, source)
    select l.patient_id, l.variable_id,
      case when k = 0 then l.value else round((l.value * shift.factor
        * (1 + (abs(hashtext(l.patient_id::text || '/' || l.variable_id::text || '/' || k)) % 21 - 10) / 1000.0))::numeric, 1)::float8 end,
      l.time_stamp - make_interval(days => k), 'phone'
    from patient_variable_latest l
    cross join lateral (select case abs(hashtext(l.patient_id::text || '~' || l.variable_id::text)) % 16
      when 0 then 0.95 when 1 then 1.05 else 1.0 end as factor) shift
    cross join generate_series(0, 14) k
    where l.variable_id in (${variable.WEIGHT}, ${variable.SYS}, ${variable.PULSE}) and l.value is not null`.execute(
    db,
  );

  const codes = sql.join(DIAGNOSES.map(([code, perMille]) => sql`(${code}, ${perMille}::int)`));
  await sql`
    insert into patient_diagnosis (patient_id, icd_code, diagnosed_at)
    select p.id, d.code, current_date - abs(hashtext(p.id::text || d.code)) % 3000
    from patient p cross join (values ${codes}) d (code, per_mille)
    where abs(hashtext(p.id::text || '#' || d.code)) % 1000 < d.per_mille`.execute(db);
  // Earlier stays for about one in five (a second one for one in twelve), in hospital now for 3%.
  await sql`
    insert into hospitalization (patient_id, admitted_at, discharged_at, status)
    select p.id, stay.admitted_at, stay.admitted_at + make_interval(days => 1 + abs(hashtext(p.id::text || 'los' || s)) % 10),
      'DISCHARGED'
    from patient p cross join generate_series(1, 2) s
    cross join lateral (select now() - make_interval(days => 12 + abs(hashtext(p.id::text || 'adm' || s)) % 360,
      hours => abs(hashtext(p.id::text || 'hour' || s)) % 24) as admitted_at) stay
    where abs(hashtext(p.id::text || 'stay' || s)) % 100 < case s when 1 then 20 else 8 end`.execute(db);
  await sql`
    insert into hospitalization (patient_id, admitted_at, status)
    select id, now() - make_interval(days => id % 10, hours => id % 24), 'ADMITTED'
    from patient where abs(hashtext(id::text || 'now')) % 100 < 3`.execute(db);
  await sql`
    insert into patient_device (patient_id, kind, token_hash)
    select p.id, kind, md5(p.id::text || kind)
    from patient p cross join (values ('phone'), ('watch')) device (kind)
    where abs(hashtext(p.id::text || kind)) % 100 < case kind when 'phone' then 90 else 30 end`.execute(db);

  await db
    .insertInto('appUser')
    .values({
      username: BENCH_APPADMIN.username,
      passwordHash: await hashPassword(BENCH_APPADMIN.password),
      firstName: 'Bench',
      lastName: 'Appadmin',
      position: 'ADMINISTRATOR',
      role: 'ROLE_MYAPPADMIN',
      patientConnection: 'CLINIC',
      mustChangePassword: false,
    })
    .execute();
  await settle(db);
  const contact = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  return {
    clinicId,
    annexClinicId: annex!.id,
    variableIds,
    variable,
    physicianId: physicians[0]!.id,
    alarmTypeId: alarmTypes[0]!.id,
    contactDate: contact,
  };
}

/** The evaluation moment of a baseline: the UTC day (ages, limits, day counts) and the instant (local days). */
export interface BaselineClock {
  readonly today: string;
  readonly now: Date;
}

type Conditions = CategoryConditionsForm;

/**
 * One benchmark category: its conditions as the category dialog sends them, and the same
 * membership written by hand as a predicate on `patient p` (what a developer who knows the
 * category would write: each condition as the direct SQL of its rule).
 */
export interface BenchCategory {
  readonly name: string;
  readonly alert: boolean;
  /**
   * Its members change with the day as well as the data (days since registration or first entry,
   * days since a stay): the stored members hold only for the clock they were computed at.
   */
  readonly countsDays?: true;
  conditions(world: CategoryWorld): Conditions;
  members(world: CategoryWorld, clock: BaselineClock): RawBuilder<boolean>;
}

const variable = (id: number, relation: 'GT' | 'LT' | 'EQ', threshold: number) => ({
  patientVariable: { idpatientVariables: id },
  variableRelation: relation,
  threshold,
});
const statusIn = (id: number, statuses: DangerStatus[]) => ({
  patientVariable: { idpatientVariables: id },
  variableRelation: 'DS' as const,
  dangerStatusConditions: statuses.map((dangerstatus) => ({ dangerstatus })),
});
const other = (otherVariable: OtherVariable, relation: OtherRelation, value: string | number) => ({
  otherVariable,
  variableRelation: relation,
  conditionValue: String(value),
});
const diagnosis = (code: string) => ({ icdCode: { icdCode: code } });
const deviation = (id: number, threshold: number) => ({
  patientVariable: { idpatientVariables: id },
  threshold,
});
const stay = (
  status: 'ADMITTED' | 'DISCHARGED' | null,
  direction: 'AFTER' | 'BEFORE' | null,
  days: number,
  currentlyInHospital = false,
) => ({
  hospitalizationStatus: status,
  hospitalizationDirection: direction,
  conditionValue: days,
  currentlyInHospital,
});

const conditionsOf = (lists: Partial<Conditions>): Conditions => ({
  otherConditions: [],
  diagnosisConditions: [],
  variableConditions: [],
  relativeDeviations: [],
  hospitalizationConditions: [],
  ...lists,
});

/* The hand-written predicates, on `patient p`. */

const latestIs = (variableId: number, test: RawBuilder<boolean>) =>
  sql<boolean>`exists (select 1 from patient_variable_latest l
    where l.patient_id = p.id and l.variable_id = ${variableId} and ${test})`;
const valueAbove = (variableId: number, threshold: number) =>
  latestIs(variableId, sql<boolean>`l.value > ${threshold}`);
const valueBelow = (variableId: number, threshold: number) =>
  latestIs(variableId, sql<boolean>`l.value < ${threshold}`);
const has = (code: string) =>
  sql<boolean>`exists (select 1 from patient_diagnosis d where d.patient_id = p.id and d.icd_code = ${code})`;
const age = (today: string) =>
  sql`coalesce(extract(year from age(${today}::date, p.date_of_birth))::int, -1)`;

/**
 * The status of the patient's current value of a variable (the patients list's traffic light: their
 * own limit, else the most specific general one for their gender and age) is one of `statuses`.
 */
const statusOneOf = (variableId: number, statuses: DangerStatus[], today: string) => {
  const limit = (column: string) => sql.raw(`coalesce(own.${column}, general.${column})`);
  return sql<boolean>`(select case
      when l.value is null then 'NOT_SET_VALUE'
      when ${limit('alert_low')} is null then 'NOT_SET_LIMIT'
      when l.value <= ${limit('alert_low')} then 'ALERT_LOW'
      when l.value <= ${limit('abnormal_low')} then 'ABNORMAL_LOW'
      when l.value < ${limit('lower_limit_normal')} then 'NORMAL_LOW'
      when l.value <= ${limit('upper_limit_normal')} then 'NORMAL'
      when l.value < ${limit('abnormal_high')} then 'NORMAL_HIGH'
      when l.value < ${limit('alert_high')} then 'ABNORMAL_HIGH'
      else 'ALERT_HIGH' end
    from (select 1) one
    left join patient_variable_latest l on l.patient_id = p.id and l.variable_id = ${variableId}
    left join limit_user own on own.patient_id = p.id and own.variable_id = ${variableId}
    left join lateral (select g.* from limit_general g
      where g.variable_id = ${variableId}
        and (g.gender = 'ALL' or (g.gender = 'MEN' and p.gender = 'Male') or (g.gender = 'WOMEN' and p.gender = 'Female'))
        and ((g.age_lower is null and g.age_upper is null) or (${age(today)} >= 0
          and (g.age_lower is null or g.age_lower <= ${age(today)}) and (g.age_upper is null or ${age(today)} < g.age_upper)))
      order by (case when g.gender = 'ALL' then 10000 else 0 end) + coalesce(g.age_upper, 1000) - coalesce(g.age_lower, 0)
      limit 1) general on true
  ) in (${sql.join(statuses)})`;
};

/** The current value at least `percent` % above (below, when negative) the mean of the 14 days before it. */
const deviates = (variableId: number, percent: number) =>
  sql<boolean>`exists (select 1 from patient_variable_latest l
    cross join lateral (select avg(h.value::numeric) as mean from variable_value h
      where h.patient_id = l.patient_id and h.variable_id = l.variable_id and h.value is not null
        and h.time_stamp >= l.time_stamp - interval '14 days' and h.time_stamp < l.time_stamp) w
    where l.patient_id = p.id and l.variable_id = ${variableId} and l.value is not null and w.mean <> 0
      and ${
        percent > 0
          ? sql`(l.value::numeric - w.mean) * 100 >= ${percent}::numeric * abs(w.mean)`
          : sql`(l.value::numeric - w.mean) * 100 <= ${percent}::numeric * abs(w.mean)`
      })`;

const localDay = (instant: RawBuilder<unknown>) => sql`(${instant} at time zone p.timezone)::date`;
const todayLocal = (now: Date) => localDay(sql`${now.toISOString()}::timestamptz`);
const discharged = (now: Date, test: (daysAgo: RawBuilder<number>) => RawBuilder<boolean>) =>
  sql<boolean>`exists (select 1 from hospitalization s where s.patient_id = p.id and s.discharged_at is not null
    and ${test(sql<number>`${todayLocal(now)} - ${localDay(sql`s.discharged_at`)}`)})`;
const admitted = (now: Date, test: (daysAgo: RawBuilder<number>) => RawBuilder<boolean>) =>
  sql<boolean>`exists (select 1 from hospitalization s where s.patient_id = p.id
    and ${test(sql<number>`${todayLocal(now)} - ${localDay(sql`s.admitted_at`)}`)})`;
const inHospital = sql<boolean>`exists (select 1 from hospitalization s where s.patient_id = p.id and s.discharged_at is null)`;
const all = (...tests: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(tests, sql` and `)})`;

/** 30 categories of mixed conditions; 7 are alert categories. */
export const BENCH_CATEGORIES: readonly BenchCategory[] = [
  {
    name: 'High systolic pressure',
    alert: true,
    conditions: (w) => conditionsOf({ variableConditions: [variable(w.variable.SYS, 'GT', 170)] }),
    members: (w) => valueAbove(w.variable.SYS, 170),
  },
  {
    name: 'Low oxygen saturation',
    alert: true,
    conditions: (w) => conditionsOf({ variableConditions: [variable(w.variable.SPO2, 'LT', 89)] }),
    members: (w) => valueBelow(w.variable.SPO2, 89),
  },
  {
    name: 'Fever',
    alert: false,
    conditions: (w) => conditionsOf({ variableConditions: [variable(w.variable.TEMP, 'GT', 38.5)] }),
    members: (w) => valueAbove(w.variable.TEMP, 38.5),
  },
  {
    name: 'Pulse alert',
    alert: true,
    conditions: (w) =>
      conditionsOf({ variableConditions: [statusIn(w.variable.PULSE, ['ALERT_LOW', 'ALERT_HIGH'])] }),
    members: (w, c) => statusOneOf(w.variable.PULSE, ['ALERT_LOW', 'ALERT_HIGH'], c.today),
  },
  {
    name: 'Blood pressure abnormal',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        variableConditions: [
          statusIn(w.variable.SYS, ['ABNORMAL_HIGH', 'ALERT_HIGH']),
          statusIn(w.variable.DIA, ['ABNORMAL_HIGH', 'ALERT_HIGH']),
        ],
      }),
    members: (w, c) =>
      all(
        statusOneOf(w.variable.SYS, ['ABNORMAL_HIGH', 'ALERT_HIGH'], c.today),
        statusOneOf(w.variable.DIA, ['ABNORMAL_HIGH', 'ALERT_HIGH'], c.today),
      ),
  },
  {
    name: 'Weight gain',
    alert: true,
    conditions: (w) => conditionsOf({ relativeDeviations: [deviation(w.variable.WEIGHT, 3)] }),
    members: (w) => deviates(w.variable.WEIGHT, 3),
  },
  {
    name: 'Weight loss',
    alert: false,
    conditions: (w) => conditionsOf({ relativeDeviations: [deviation(w.variable.WEIGHT, -3)] }),
    members: (w) => deviates(w.variable.WEIGHT, -3),
  },
  {
    name: 'Heart failure, weight up',
    alert: true,
    conditions: (w) =>
      conditionsOf({
        diagnosisConditions: [diagnosis('I50.9')],
        relativeDeviations: [deviation(w.variable.WEIGHT, 2)],
      }),
    members: (w) => all(has('I50.9'), deviates(w.variable.WEIGHT, 2)),
  },
  {
    name: 'Chronic systolic heart failure',
    alert: false,
    conditions: () => conditionsOf({ diagnosisConditions: [diagnosis('I50.22')] }),
    members: () => has('I50.22'),
  },
  {
    name: 'Diabetes with kidney disease',
    alert: false,
    conditions: () => conditionsOf({ diagnosisConditions: [diagnosis('E11.22')] }),
    members: () => has('E11.22'),
  },
  {
    name: 'Dialysis',
    alert: false,
    conditions: () => conditionsOf({ diagnosisConditions: [diagnosis('Z99.2'), diagnosis('N18.6')] }),
    members: () => all(has('Z99.2'), has('N18.6')),
  },
  {
    name: 'COPD with low saturation',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        diagnosisConditions: [diagnosis('J44.9')],
        variableConditions: [variable(w.variable.SPO2, 'LT', 93)],
      }),
    members: (w) => all(has('J44.9'), valueBelow(w.variable.SPO2, 93)),
  },
  {
    name: 'Hypertension not controlled',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        diagnosisConditions: [diagnosis('I10')],
        variableConditions: [variable(w.variable.SYS, 'GT', 150)],
      }),
    members: (w) => all(has('I10'), valueAbove(w.variable.SYS, 150)),
  },
  {
    name: 'Women with high pressure',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        otherConditions: [other('gender', 'EQ', 'Female')],
        variableConditions: [variable(w.variable.SYS, 'GT', 140)],
      }),
    members: (w) => all(sql<boolean>`p.gender = 'Female'`, valueAbove(w.variable.SYS, 140)),
  },
  {
    name: 'New patients',
    alert: false,
    countsDays: true,
    conditions: () => conditionsOf({ otherConditions: [other('days since registration', 'LT', 30)] }),
    members: (_, c) => sql<boolean>`${c.today}::date - (p.created_at at time zone 'UTC')::date < 30`,
  },
  {
    name: 'Long-term patients',
    alert: false,
    countsDays: true,
    conditions: () =>
      conditionsOf({
        otherConditions: [
          other('days since registration', 'GE', 365),
          other('days since first entry', 'GE', 300),
        ],
      }),
    members: (_, c) =>
      all(
        sql<boolean>`${c.today}::date - (p.created_at at time zone 'UTC')::date >= 365`,
        sql<boolean>`${c.today}::date - p.first_entry_date >= 300`,
      ),
  },
  {
    name: 'No data lately',
    alert: true,
    conditions: () => conditionsOf({ otherConditions: [other('days since new data', 'GE', 10)] }),
    members: (w) => latestIs(w.variable.DSLM, sql<boolean>`l.value >= 10`),
  },
  {
    name: 'Annex clinic',
    alert: false,
    conditions: (w) => conditionsOf({ otherConditions: [other('clinic', 'EQ', w.annexClinicId)] }),
    members: (w) =>
      sql<boolean>`exists (select 1 from patient_clinic pc where pc.patient_id = p.id and pc.clinic_id = ${w.annexClinicId})`,
  },
  {
    name: 'Dr Berg, fast pulse',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        otherConditions: [other('primary_physician', 'EQ', w.physicianId)],
        variableConditions: [variable(w.variable.PULSE, 'GT', 100)],
      }),
    members: (w) =>
      all(sql<boolean>`p.primary_physician_id = ${w.physicianId}`, valueAbove(w.variable.PULSE, 100)),
  },
  {
    name: 'Fall alarm',
    alert: false,
    conditions: (w) => conditionsOf({ otherConditions: [other('alarm type', 'EQ', w.alarmTypeId)] }),
    members: (w) => sql<boolean>`p.alarm_type_id = ${w.alarmTypeId}`,
  },
  {
    name: 'Discharged<30',
    alert: false,
    countsDays: true,
    conditions: () => conditionsOf({ hospitalizationConditions: [stay('DISCHARGED', 'AFTER', 30)] }),
    members: (_, c) => discharged(c.now, (daysAgo) => sql<boolean>`${daysAgo} <= 30`),
  },
  {
    name: 'In hospital',
    alert: false,
    conditions: () => conditionsOf({ hospitalizationConditions: [stay(null, null, 0, true)] }),
    members: () => inHospital,
  },
  {
    name: 'Admitted over 180 days ago',
    alert: false,
    countsDays: true,
    conditions: () => conditionsOf({ hospitalizationConditions: [stay('ADMITTED', 'BEFORE', 180)] }),
    members: (_, c) => admitted(c.now, (daysAgo) => sql<boolean>`${daysAgo} > 180`),
  },
  {
    name: 'Recent hospital contact',
    alert: false,
    conditions: (w) => conditionsOf({ otherConditions: [other('contact_date', 'GE', w.contactDate)] }),
    members: (
      w,
    ) => sql<boolean>`(select max(greatest(${localDay(sql`s.admitted_at`)}, ${localDay(sql`s.discharged_at`)}))
      from hospitalization s where s.patient_id = p.id) >= ${w.contactDate}::date`,
  },
  {
    name: 'Discharged<30, weight up',
    alert: true,
    countsDays: true,
    conditions: (w) =>
      conditionsOf({
        hospitalizationConditions: [stay('DISCHARGED', 'AFTER', 30)],
        relativeDeviations: [deviation(w.variable.WEIGHT, 2)],
      }),
    members: (w, c) =>
      all(
        discharged(c.now, (daysAgo) => sql<boolean>`${daysAgo} <= 30`),
        deviates(w.variable.WEIGHT, 2),
      ),
  },
  {
    name: 'High AI risk',
    alert: false,
    conditions: (w) => conditionsOf({ variableConditions: [variable(w.variable.RISK_SCORE, 'GT', 0.8)] }),
    members: (w) => valueAbove(w.variable.RISK_SCORE, 0.8),
  },
  {
    name: 'Pulse exactly 60',
    alert: false,
    conditions: (w) => conditionsOf({ variableConditions: [variable(w.variable.PULSE, 'EQ', 60)] }),
    members: (w) => latestIs(w.variable.PULSE, sql<boolean>`l.value = 60`),
  },
  {
    name: 'Fluid overload in kidney failure',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        diagnosisConditions: [diagnosis('N18.6')],
        variableConditions: [variable(w.variable.DWDEV, 'GT', 2)],
      }),
    members: (w) => all(has('N18.6'), valueAbove(w.variable.DWDEV, 2)),
  },
  {
    name: 'All normal',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        variableConditions: [
          statusIn(w.variable.SYS, ['NORMAL']),
          statusIn(w.variable.PULSE, ['NORMAL']),
          statusIn(w.variable.SPO2, ['NORMAL', 'NORMAL_LOW', 'NORMAL_HIGH']),
        ],
      }),
    members: (w, c) =>
      all(
        statusOneOf(w.variable.SYS, ['NORMAL'], c.today),
        statusOneOf(w.variable.PULSE, ['NORMAL'], c.today),
        statusOneOf(w.variable.SPO2, ['NORMAL', 'NORMAL_LOW', 'NORMAL_HIGH'], c.today),
      ),
  },
  {
    name: 'Men without temperature',
    alert: false,
    conditions: (w) =>
      conditionsOf({
        otherConditions: [other('gender', 'EQ', 'Male')],
        variableConditions: [statusIn(w.variable.TEMP, ['NOT_SET_VALUE'])],
      }),
    members: (w, c) =>
      all(sql<boolean>`p.gender = 'Male'`, statusOneOf(w.variable.TEMP, ['NOT_SET_VALUE'], c.today)),
  },
];
