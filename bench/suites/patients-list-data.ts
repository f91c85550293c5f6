import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';

export const BENCH_USER = { username: 'bench.nurse', password: 'Bench-Nurse-2026' };

/** The clinic of the benchmarks' nurse, and the variables of the generic flavour's first list page. */
export interface BenchClinic {
  readonly clinicId: number;
  readonly variableIds: number[];
}

/**
 * One clinic, one nurse (CLINIC scope) and `patients` patients with a current value for every
 * variable of the generic flavour's first list page, their own limits for one in twenty, and an AI
 * risk score for four in five.
 */
export async function seedPatientsList(db: Db, patients: number): Promise<BenchClinic> {
  const clinic = await seedBenchClinic(db);
  await addPatients(db, patients, {
    gender: sql`case when n % 2 = 0 then 'Female' else 'Male' end`,
    clinicIds: sql`array[${clinic.clinicId}::int]`,
  });
  await addOwnLimits(db, clinic);
  await addCurrentValues(db, clinic, {
    value: sql`(hashtext(p.id::text || '/' || v.id::text) % 1000) / 5.0`,
  });
  await addPredictions(db);
  await addReviews(db);
  await settle(db);
  return clinic;
}

/**
 * Every patient's last entry a day ago (with the values), and the care team's "reviewed" marks:
 * half the patients reviewed since (no new data), one in four reviewed before it and one in four
 * never (both: new data since the review, the list's REVIEW sort and `review=new-data` filter).
 */
export async function addReviews(db: Db): Promise<void> {
  await sql`update patient set last_entry_at = now() - interval '1 day'`.execute(db);
  await sql`
    insert into patient_review (patient_id, reviewed_at, reviewed_by, reviewer_name)
    select id, now() - case when id % 4 in (0, 1) then interval '2 hours' else interval '2 days' end,
      null, 'Bench Reviewer'
    from patient where id % 4 <> 3`.execute(db);
}

/** The clinic, its nurse (CLINIC scope, every patient, active or not) and the list page's variables. */
export async function seedBenchClinic(db: Db): Promise<BenchClinic> {
  const country = await db
    .insertInto('country')
    .values({ name: 'Benchland' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const organization = await db
    .insertInto('organization')
    .values({ name: 'Bench Health' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clinic = await db
    .insertInto('clinic')
    .values({ name: 'Bench Clinic', organizationId: organization.id, countryId: country.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('appUser')
    .values({
      username: BENCH_USER.username,
      passwordHash: await hashPassword(BENCH_USER.password),
      firstName: 'Bench',
      lastName: 'Nurse',
      position: 'RN',
      role: 'ROLE_USER',
      patientConnection: 'CLINIC',
      mustChangePassword: false,
      onlyActivePatients: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('userClinic').values({ userId: user.id, clinicId: clinic.id }).execute();

  const variables = await db
    .selectFrom('variablePriority')
    .innerJoin('patientVariable', 'patientVariable.id', 'variablePriority.variableId')
    .select('patientVariable.id')
    .where('variablePriority.userId', 'is', null)
    .where('variablePriority.windowNumber', '=', 1)
    .where('patientVariable.flavour', 'in', ['generic', 'both'])
    .orderBy('variablePriority.priority')
    .limit(10)
    .execute();
  return { clinicId: clinic.id, variableIds: variables.map((variable) => variable.id) };
}

/**
 * The facts of the patients added, as SQL on `n`, the patient's number from 1 (its id in the new
 * database the benchmarks seed): gender and clinics (a sorted integer[]) always, the others when given.
 */
export interface PatientFacts {
  readonly gender: RawBuilder<string>;
  readonly clinicIds: RawBuilder<number[]>;
  readonly createdAt?: RawBuilder<unknown>;
  readonly firstEntryDate?: RawBuilder<unknown>;
  readonly alarmTypeId?: RawBuilder<unknown>;
  readonly primaryPhysicianId?: RawBuilder<unknown>;
  readonly language?: RawBuilder<unknown>;
  readonly inactive?: RawBuilder<unknown>;
}

/**
 * `patients` patients with their facts and clinics. Each arrives with its facts and its set of
 * clinics as patient_clinic will hold them (patient.clinic_ids, which the rows written next keep
 * as they are): the counters count every patient once, at its insert. Giving 100,000 patients their
 * clinics afterwards moved each one's counters by a row trigger that plans its statement on every
 * call (2–3 ms a patient on a shared host), and within one transaction each call walks past every
 * earlier version of the same counter row.
 */
export async function addPatients(db: Db, patients: number, facts: PatientFacts): Promise<void> {
  const given = Object.entries({
    created_at: facts.createdAt,
    first_entry_date: facts.firstEntryDate,
    alarm_type_id: facts.alarmTypeId,
    primary_physician_id: facts.primaryPhysicianId,
    language: facts.language,
    inactive: facts.inactive,
  }).flatMap(([column, value]) => (value ? [[column, value] as const] : []));
  const columns = given.map(([column]) => sql`, ${sql.ref(column)}`);
  const values = given.map(([, value]) => sql`, ${value}`);
  await sql`
    insert into patient (first_name, last_name, gender, date_of_birth, timezone, approved_clinic, service_enabled,
      service_expiry_date, clinic_ids ${sql.join(columns, sql``)})
    select 'Patient', 'No ' || n, ${facts.gender}, date '1950-01-01' + (n * 37 % 20000), 'Europe/Stockholm', true, true,
      current_date + 90, ${facts.clinicIds} ${sql.join(values, sql``)}
    from generate_series(1, ${patients}) n`.execute(db);
  await sql`insert into patient_clinic (patient_id, clinic_id)
    select patient.id, clinic.id from patient cross join unnest(patient.clinic_ids) clinic(id)`.execute(db);
}

/**
 * One patient in twenty has limits of their own on every variable (the list shows a star), set
 * before their first values: each limit written then has no status to refresh, and each value
 * takes its status against them as it is stored.
 */
export async function addOwnLimits(db: Db, { variableIds }: BenchClinic): Promise<void> {
  await sql`
    insert into limit_user (patient_id, variable_id, alert_low, abnormal_low, lower_limit_normal,
      upper_limit_normal, abnormal_high, alert_high)
    select distinct on (p.id, g.variable_id) p.id, g.variable_id, g.alert_low, g.abnormal_low, g.lower_limit_normal,
      g.upper_limit_normal + (g.abnormal_high - g.upper_limit_normal) / 2, g.abnormal_high, g.alert_high
    from patient p join limit_general g on g.variable_id = any(${variableIds}::int[])
    where p.id % 20 = 0
    order by p.id, g.variable_id, g.id`.execute(db);
}

/**
 * A current value of each variable for every patient, taken a day ago: `value` is SQL on the
 * patient `p`, the variable's id `v.id` and its code `pv.code`; only the rows `kept` holds, if given.
 *
 * The values are written without their row triggers, then every status is computed in one
 * statement, as the product does when a general limit changes (refresh_variable_statuses): the
 * trigger of each value planned the status function on every call, about 0.5 ms a value on a
 * shared host, minutes at 100,000 patients. The rest those triggers write is the same either way:
 * a value without history has no window mean, and no category holds a patient yet (the first
 * refresh of the stored members computes everyone).
 */
export async function addCurrentValues(
  db: Db,
  { variableIds }: BenchClinic,
  { value, kept = sql`true` }: { value: RawBuilder<unknown>; kept?: RawBuilder<boolean> },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      insert into patient_variable_latest (patient_id, variable_id, value, time_stamp)
      select p.id, v.id, ${value}, now() - interval '1 day'
      from patient p cross join unnest(${variableIds}::int[]) v(id)
      join patient_variable pv on pv.id = v.id
      where ${kept}`.execute(trx);
    await sql`set local session_replication_role = origin`.execute(trx);
    await sql`select refresh_variable_statuses(null, null)`.execute(trx);
  });
}

/** An AI risk score for four patients in five, from one model. */
export async function addPredictions(db: Db): Promise<void> {
  const model = await db
    .insertInto('aiModel')
    .values({
      kind: 'hospitalization_risk',
      version: 1,
      trainedAt: new Date(),
      parameters: '{}',
      metrics: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into ai_prediction (patient_id, model_id, risk_score, risk_score_rank)
    select id, ${model.id}, abs(hashtext(id::text)) % 10000 / 10000.0, 1 from patient where id % 5 <> 0`.execute(
    db,
  );
}

/**
 * As autovacuum leaves a database it has visited, its pages written out: otherwise autovacuum and
 * the checkpoint after the seed would run during the first measurement.
 */
export async function settle(db: Db): Promise<void> {
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
}
