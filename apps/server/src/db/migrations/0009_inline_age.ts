import { sql, type Kysely } from 'kysely';

/*
 * The age rule of migration 0008 as a plain expression, `age_on`, which PostgreSQL inlines into
 * the statement that calls it. Reads of many patients (the list page's facts, the limit dialog)
 * call it with the patient's columns and pay nothing per row; `patient_age_on`, which the
 * triggers and the hourly pass call for one patient, now reads the row and applies `age_on`,
 * so the rule stays in one place.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  // Immutable and a single expression without FROM: the planner replaces the call by its body.
  await sql`create function age_on(p_date_of_birth date, p_registered_on date, p_registered_age integer, p_day date)
    returns integer language sql immutable as $$
      select coalesce(case when p_date_of_birth is not null
          then extract(year from age(p_day, p_date_of_birth))::int
          else p_registered_age + extract(year from age(p_day, p_registered_on))::int end, -1) $$`.execute(
    db,
  );
  await sql`comment on function age_on(date, date, integer, date) is
    'Whole years on the day: from the date of birth, else the age given at registration plus the years since registering; -1 when unknown'`.execute(
    db,
  );
  await sql`create or replace function patient_age_on(p_patient integer, p_day date) returns integer
    language sql stable as $$
      select age_on(p.date_of_birth, (p.created_at at time zone 'UTC')::date,
        (select form.age from registration_form form where form.patient_id = p.id), p_day)
      from patient p where p.id = p_patient $$`.execute(db);
}
