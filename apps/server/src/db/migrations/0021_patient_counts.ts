import { sql, type Kysely } from 'kysely';

/*
 * The patients list's count and "anyone awaiting approval" read every patient in scope on every
 * page: at 100,000 patients that pass cost more than choosing the page. Patients are counted
 * instead by what scope tests — their set of clinics and their responsible user — in
 * patient_count, kept by triggers. A scope reads the few rows whose clinic set overlaps
 * its clinics (each patient sits in exactly one row, so none is counted twice) or whose user is
 * the caller. patient.clinic_ids mirrors patient_clinic so that one table's triggers keep it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patient add column clinic_ids integer[] not null default '{}'`.execute(db);
  await sql`update patient set clinic_ids = sets.ids
    from (select patient_id, array_agg(clinic_id order by clinic_id) as ids
          from patient_clinic group by patient_id) sets
    where sets.patient_id = patient.id`.execute(db);

  await sql`create table patient_count (
    clinic_ids integer[] not null,
    -- 0 for patients nobody is responsible for, so that the key has no null.
    responsible_user_id integer not null,
    patients integer not null,
    active integer not null,
    awaiting integer not null,
    awaiting_active integer not null,
    primary key (clinic_ids, responsible_user_id)
  )`.execute(db);
  await sql`create index patient_count_by_user on patient_count (responsible_user_id)`.execute(db);

  await sql`create function patient_count_add(p_rows jsonb, p_sign integer) returns void
    language sql volatile as $$
      insert into patient_count as total (clinic_ids, responsible_user_id, patients, active, awaiting, awaiting_active)
      select r.clinic_ids, r.responsible_user_id, p_sign * count(*),
        p_sign * count(*) filter (where not r.inactive),
        p_sign * count(*) filter (where r.awaiting),
        p_sign * count(*) filter (where r.awaiting and not r.inactive)
      from jsonb_to_recordset(p_rows) as r(clinic_ids integer[], responsible_user_id integer, inactive boolean, awaiting boolean)
      group by r.clinic_ids, r.responsible_user_id
      -- A fixed order, so that two statements never take the same counters in opposite orders.
      order by r.clinic_ids, r.responsible_user_id
      on conflict (clinic_ids, responsible_user_id) do update set
        patients = total.patients + excluded.patients,
        active = total.active + excluded.active,
        awaiting = total.awaiting + excluded.awaiting,
        awaiting_active = total.awaiting_active + excluded.awaiting_active
    $$`.execute(db);

  // What a count depends on, of one row (alias) of a transition table.
  const counted = (row: string) => `jsonb_build_object('clinic_ids', ${row}.clinic_ids,
      'responsible_user_id', coalesce(${row}.responsible_user_id, 0),
      'inactive', ${row}.inactive, 'awaiting', ${row}.approved_clinic is null)`;

  // One function for the three events. Inserts and deletes are counted per statement (seeding
  // adds thousands of patients at once), from transition tables named `added` and `removed`. An
  // update is counted per row, and only when it moved a counted fact (the trigger's WHEN, checked
  // without calling the function): most updates of patient — the latest entry, the latest
  // prediction — touch none, and pay nothing.
  await sql
    .raw(
      `create function patient_count_follow() returns trigger language plpgsql as $$
    declare
      left_rows jsonb;
      joined_rows jsonb;
    begin
      if tg_level = 'ROW' then
        left_rows := jsonb_build_array(${counted('old')});
        joined_rows := jsonb_build_array(${counted('new')});
      elsif tg_op = 'INSERT' then
        select jsonb_agg(${counted('a')}) into joined_rows from added a;
      else
        select jsonb_agg(${counted('r')}) into left_rows from removed r;
      end if;
      if left_rows is not null then perform patient_count_add(left_rows, -1); end if;
      if joined_rows is not null then perform patient_count_add(joined_rows, 1); end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`create trigger patient_count_insert after insert on patient referencing new table as added
    for each statement execute function patient_count_follow()`.execute(db);
  await sql`create trigger patient_count_delete after delete on patient referencing old table as removed
    for each statement execute function patient_count_follow()`.execute(db);
  await sql`create trigger patient_count_update after update on patient for each row
    when ((old.clinic_ids, old.responsible_user_id, old.inactive, old.approved_clinic is null)
      is distinct from (new.clinic_ids, new.responsible_user_id, new.inactive, new.approved_clinic is null))
    execute function patient_count_follow()`.execute(db);

  // patient.clinic_ids follows patient_clinic, statement by statement; an update may move a row
  // from one patient to another, and then both follow.
  await sql`create function patient_clinic_ids_follow() returns trigger language plpgsql as $$
    declare
      touched integer[];
    begin
      if tg_op = 'INSERT' then
        touched := array(select patient_id from added);
      elsif tg_op = 'DELETE' then
        touched := array(select patient_id from removed);
      else
        touched := array(select patient_id from added union select patient_id from removed);
      end if;
      update patient set clinic_ids = coalesce(
          (select array_agg(pc.clinic_id order by pc.clinic_id) from patient_clinic pc where pc.patient_id = patient.id),
          '{}')
      where patient.id = any(touched);
      return null;
    end $$`.execute(db);

  const transitions = {
    insert: 'new table as added',
    delete: 'old table as removed',
    update: 'old table as removed new table as added',
  } as const;
  for (const [event, tables] of Object.entries(transitions)) {
    await sql
      .raw(
        `create trigger patient_clinic_${event}_ids after ${event} on patient_clinic referencing ${tables}
          for each statement execute function patient_clinic_ids_follow()`,
      )
      .execute(db);
  }

  await sql`insert into patient_count (clinic_ids, responsible_user_id, patients, active, awaiting, awaiting_active)
    select clinic_ids, coalesce(responsible_user_id, 0), count(*),
      count(*) filter (where not inactive),
      count(*) filter (where approved_clinic is null),
      count(*) filter (where approved_clinic is null and not inactive)
    from patient group by clinic_ids, coalesce(responsible_user_id, 0)`.execute(db);
}
