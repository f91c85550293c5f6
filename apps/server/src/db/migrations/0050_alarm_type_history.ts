import { sql, type Kysely } from 'kysely';

/*
 * The alarm type a child used, as it was on each date (issue 37, point in time): a row per change
 * with when it took effect. Kept by a trigger on patient, so every write path (registration, a
 * re-registration, staff, the demo) fills it. The type a child starts with holds from the start
 * of time (a treatment's back-filled past was on it); a later change holds from the moment it was
 * made. Existing children get their current type, taken as theirs from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create table patient_alarm_type_history (
      id serial primary key,
      patient_id integer not null references patient (id) on delete cascade,
      alarm_type_id integer references alarm_type (id) on delete set null,
      valid_from timestamptz not null,
      unique (patient_id, valid_from)
    )`,
    `insert into patient_alarm_type_history (patient_id, alarm_type_id, valid_from)
      select id, alarm_type_id, '-infinity' from patient`,
    `create function patient_alarm_type_record() returns trigger language plpgsql as $$
    begin
      insert into patient_alarm_type_history (patient_id, alarm_type_id, valid_from)
      values (new.id, new.alarm_type_id,
        case when tg_op = 'INSERT' then '-infinity'::timestamptz else clock_timestamp() end)
      on conflict (patient_id, valid_from) do update set alarm_type_id = excluded.alarm_type_id;
      return null;
    end $$`,
    `create trigger patient_inserted_records_alarm_type after insert on patient
      for each row execute function patient_alarm_type_record()`,
    `create trigger patient_alarm_type_changed_records_it after update of alarm_type_id on patient
      for each row when (old.alarm_type_id is distinct from new.alarm_type_id)
      execute function patient_alarm_type_record()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
