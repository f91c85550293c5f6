import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';

export const BENCH_USER = { username: 'bench.nurse', password: 'Bench-Nurse-2026' };

/**
 * One clinic, one nurse (CLINIC scope) and `patients` patients with a current value for every
 * variable of the generic flavour's first list page, their own limits for one in twenty, and an AI
 * risk score for four in five.
 */
export async function seedPatientsList(
  db: Db,
  patients: number,
): Promise<{ clinicId: number; variableIds: number[] }> {
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
  const variableIds = variables.map((variable) => variable.id);

  await sql`
    insert into patient (first_name, last_name, gender, date_of_birth, timezone, approved_clinic, service_enabled, service_expiry_date)
    select 'Patient', 'No ' || n, case when n % 2 = 0 then 'Female' else 'Male' end,
      date '1950-01-01' + (n * 37 % 20000), 'Europe/Stockholm', true, true, current_date + 90
    from generate_series(1, ${patients}) n`.execute(db);
  await sql`insert into patient_clinic (patient_id, clinic_id) select id, ${clinic.id} from patient`.execute(
    db,
  );
  await sql`
    insert into patient_variable_latest (patient_id, variable_id, value, time_stamp)
    select p.id, v.id, (hashtext(p.id::text || '/' || v.id::text) % 1000) / 5.0, now() - interval '1 day'
    from patient p cross join unnest(${variableIds}::int[]) v(id)`.execute(db);
  // One patient in twenty has limits of their own on every variable (the list shows a star).
  await sql`
    insert into limit_user (patient_id, variable_id, alert_low, abnormal_low, lower_limit_normal,
      upper_limit_normal, abnormal_high, alert_high)
    select distinct on (p.id, g.variable_id) p.id, g.variable_id, g.alert_low, g.abnormal_low, g.lower_limit_normal,
      g.upper_limit_normal + (g.abnormal_high - g.upper_limit_normal) / 2, g.abnormal_high, g.alert_high
    from patient p join limit_general g on g.variable_id = any(${variableIds}::int[])
    where p.id % 20 = 0
    order by p.id, g.variable_id, g.id`.execute(db);
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
  // As autovacuum leaves a database it has visited, its pages written out: otherwise autovacuum and
  // the checkpoint after the seed would run during the first measurement.
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
  return { clinicId: clinic.id, variableIds };
}
