import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS, PATIENT_CONNECTIONS, ROLES, passwordProblem, type Customer } from '@vigil/domain';
import { loadConfig } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import { createTestDatabase } from '../test/database.ts';
import { DEMO_PAST_TREATMENTS } from './demo-ai.ts';
import { DEMO_PATIENTS_WITHOUT_CLINIC, seedDemoClinicIfEmpty, type DemoLogin } from './seed.ts';

// The configured default, so the test sees the demo clinic a first start makes.
const PATIENTS = 60;

async function countRows(db: Db, table: 'appUser' | 'patient' | 'clinic' | 'nightlyEntry' | 'variableValue') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(CUSTOMERS)('the %s demo clinic', (customer: Customer) => {
  let database: Database;
  let db: Db;
  let logins: DemoLogin[] | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const config = loadConfig({ CUSTOMER: customer, DEMO_PATIENTS: String(PATIENTS) });
    logins = await seedDemoClinicIfEmpty(db, config);
  });
  afterAll(() => database.close());

  it('has users of every role and every patient scope', async () => {
    const users = await db.selectFrom('appUser').selectAll().execute();
    expect(new Set(users.map((user) => user.role))).toEqual(new Set(ROLES));
    expect(new Set(users.map((user) => user.patientConnection))).toEqual(new Set(PATIENT_CONNECTIONS));
    expect(users.every((user) => user.enabled && !user.mustChangePassword)).toBe(true);
    const doctor = users.find((user) => user.username === 'doctor');
    const technician = users.find((user) => user.username === 'technician');
    expect(technician?.otherUserPatientConnectionId).toBe(doctor?.id);
    const newcomer = users.find((user) => user.patientConnection === 'MISSING_CLINIC');
    const newcomerClinics = await db
      .selectFrom('userClinic')
      .where('userId', '=', newcomer?.id ?? -1)
      .execute();
    expect(newcomerClinics).toEqual([]);
  });

  it('returns one login per user, whose password verifies', async () => {
    expect(logins?.map((login) => login.username).sort()).toEqual(
      (await db.selectFrom('appUser').select('username').execute()).map((user) => user.username).sort(),
    );
    const login = logins?.[0];
    expect(passwordProblem(login?.password ?? '')).toBeNull();
    const stored = await db
      .selectFrom('appUser')
      .select('passwordHash')
      .where('username', '=', login?.username ?? '')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.passwordHash, login?.password ?? '')).toBe(true);
    expect(await verifyPassword(stored.passwordHash, 'wrong-Password1')).toBe(false);
  });

  it('gives the doctor patients of their own', async () => {
    const own = await db
      .selectFrom('patient')
      .innerJoin('appUser', 'appUser.id', 'patient.responsibleUserId')
      .select('patient.id')
      .where('appUser.username', '=', 'doctor')
      .execute();
    expect(own.length).toBeGreaterThan(0);
  });

  it('creates the requested patients, all but a few active ones in a clinic, with a history', async () => {
    // Bedwetting also keeps the clinic's earlier, closed cases, which the first model learns from.
    const closed = customer === 'bedwetting' ? DEMO_PAST_TREATMENTS : 0;
    expect(await countRows(db, 'patient')).toBe(PATIENTS + closed);
    const active = await db.selectFrom('patient').select('id').where('inactive', '=', false).execute();
    expect(active.length).toBeGreaterThan(PATIENTS * 0.8);
    expect(active.length).toBeLessThanOrEqual(PATIENTS);
    const unplaced = await db
      .selectFrom('patient')
      .leftJoin('patientClinic', 'patientClinic.patientId', 'patient.id')
      .select(['patient.id', 'patient.inactive'])
      .where('patientClinic.clinicId', 'is', null)
      .execute();
    // The pool a MISSING_CLINIC user (newuser) sees.
    expect(unplaced).toHaveLength(DEMO_PATIENTS_WITHOUT_CLINIC);
    expect(unplaced.every((patient) => !patient.inactive)).toBe(true);
    const history = await countRows(db, customer === 'bedwetting' ? 'nightlyEntry' : 'variableValue');
    expect(history).toBeGreaterThan(PATIENTS * 5);
    const diagnosed = await db.selectFrom('patientDiagnosis').select('patientId').distinct().execute();
    expect(diagnosed).toHaveLength(PATIENTS + closed);
  });

  it('starts with an AI model in use and predictions back-filled over the history', async () => {
    const models = await db.selectFrom('aiModel').select(['kind', 'active']).execute();
    const predictedDays = await db.selectFrom('aiPrediction').select('asOf').distinct().execute();
    const kind = customer === 'bedwetting' ? 'treatment_outcome' : 'hospitalization_risk';
    expect(models).toEqual([{ kind, active: true }]);
    expect(predictedDays.length).toBeGreaterThan(10);
  });

  it.runIf(customer === 'bedwetting')(
    'gives every child the clinic follows a value of each variable for each day of their history',
    async () => {
      const { rows } = await sql<{ patients: number; short: number; fewest: number }>`
        with days as (
          select
            (select count(distinct day.time_stamp) from variable_value_month m
              cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
              where m.patient_id = p.id) as stored,
            (select count(*) from variable_value_month m
              cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
              where m.patient_id = p.id) as values,
            (now() at time zone p.timezone)::date - least((p.created_at at time zone p.timezone)::date,
              (select min(e.night) from nightly_entry e
                where e.patient_id = p.id and e.superseded_at is null and e.value is not null)) + 1 as expected
          from patient p where not p.inactive
        )
        select count(*)::int as patients, min(stored)::int as fewest,
          count(*) filter (where stored <> expected or values <> 10 * stored)::int as short
        from days`.execute(db);
      expect(rows[0]?.patients).toBe(
        (await db.selectFrom('patient').select('id').where('inactive', '=', false).execute()).length,
      );
      expect(rows[0]?.short).toBe(0);
      expect(rows[0]?.fewest).toBeGreaterThan(1);
    },
  );

  it('leaves a few clinic approvals undecided and one refused', async () => {
    const patients = await db.selectFrom('patient').select(['approvedClinic', 'clinicIds']).execute();
    // The children without a clinic yet (for the demo's newcomer) have no clinic to approve.
    const waiting = patients.filter(
      (patient) => patient.approvedClinic === null && patient.clinicIds.length > 0,
    );
    expect(waiting).toHaveLength(3);
    expect(patients.filter((patient) => patient.approvedClinic === false)).toHaveLength(1);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([
      countRows(db, 'appUser'),
      countRows(db, 'patient'),
      countRows(db, 'clinic'),
    ]);
    expect(await seedDemoClinicIfEmpty(db, loadConfig({ CUSTOMER: customer }))).toBeUndefined();
    const after = await Promise.all([
      countRows(db, 'appUser'),
      countRows(db, 'patient'),
      countRows(db, 'clinic'),
    ]);
    expect(after).toEqual(before);
  });
});
