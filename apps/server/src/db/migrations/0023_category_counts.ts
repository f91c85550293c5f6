import { sql, type Kysely } from 'kysely';

/*
 * A panel's count and the ALERTS count read every stored member of their categories in scope on
 * each call, a pass that grows with the patients (at 100,000 it cost more than the rest of the
 * answer). The members are counted instead, as the patients list counts its patients (migration
 * 0021): `category_member_set` holds each patient's set of categories with the facts a scope tests
 * (clinics, responsible user, inactive), and `category_count` counts the patients per set and
 * facts, kept by a trigger on the sets. A count in scope sums the rows whose set holds the
 * category (for ALERTS: any of the alert categories; each patient sits in one row, so a patient
 * of two alert categories counts once) and whose facts the scope reaches.
 *
 * Only the refresh of the stored members writes the sets (stored-members.ts), in one statement
 * with the members it writes, so the sets and the counts follow the store exactly: what a reader
 * reads after its refresh. A patient whose counted facts change is marked stale like one whose
 * data changed; the refresh then copies the facts. Deleting a patient deletes its set (and
 * uncounts it) by cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table category_member_set (
      patient_id integer primary key references patient on delete cascade,
      category_ids integer[] not null,
      clinic_ids integer[] not null,
      -- 0 for patients nobody is responsible for, as in patient_count.
      responsible_user_id integer not null,
      inactive boolean not null
    )`,
    sql`comment on table category_member_set is
      'Each patient''s stored categories (sorted ids) with the facts a scope tests, as category_count counts them; written by refreshStoredMembers'`,
    sql`create table category_count (
      category_ids integer[] not null,
      clinic_ids integer[] not null,
      responsible_user_id integer not null,
      patients integer not null,
      active integer not null,
      primary key (category_ids, clinic_ids, responsible_user_id)
    )`,
    sql`comment on table category_count is
      'Patients per set of stored categories, set of clinics and responsible user (patients in no category are not counted); kept by triggers on category_member_set'`,

    // Per statement, from the transition tables: the refresh writes thousands of sets at once,
    // and each counter is then updated once per statement, not once per patient.
    sql`create function category_count_add(p_rows jsonb, p_sign integer) returns void
      language sql volatile as $$
        insert into category_count as total (category_ids, clinic_ids, responsible_user_id, patients, active)
        select r.category_ids, r.clinic_ids, r.responsible_user_id, p_sign * count(*),
          p_sign * count(*) filter (where not r.inactive)
        from jsonb_to_recordset(p_rows) as r(category_ids integer[], clinic_ids integer[],
          responsible_user_id integer, inactive boolean)
        where cardinality(r.category_ids) > 0
        group by r.category_ids, r.clinic_ids, r.responsible_user_id
        -- A fixed order, so that two statements never take the same counters in opposite orders.
        order by r.category_ids, r.clinic_ids, r.responsible_user_id
        on conflict (category_ids, clinic_ids, responsible_user_id) do update set
          patients = total.patients + excluded.patients,
          active = total.active + excluded.active;
        -- A set nobody holds any more is not kept: sets come and go with the data.
        delete from category_count total
        using jsonb_to_recordset(p_rows) as r(category_ids integer[], clinic_ids integer[], responsible_user_id integer)
        where p_sign < 0 and total.patients = 0
          and (total.category_ids, total.clinic_ids, total.responsible_user_id)
            = (r.category_ids, r.clinic_ids, r.responsible_user_id)
      $$`,
    sql`create function category_count_follow() returns trigger language plpgsql as $$
      declare
        left_rows jsonb;
        joined_rows jsonb;
      begin
        if tg_op <> 'INSERT' then
          select jsonb_agg(to_jsonb(r)) into left_rows from removed r where cardinality(r.category_ids) > 0;
        end if;
        if tg_op <> 'DELETE' then
          select jsonb_agg(to_jsonb(a)) into joined_rows from added a where cardinality(a.category_ids) > 0;
        end if;
        if left_rows is not null then perform category_count_add(left_rows, -1); end if;
        if joined_rows is not null then perform category_count_add(joined_rows, 1); end if;
        return null;
      end $$`,
    sql`create trigger category_member_set_insert_count after insert on category_member_set
      referencing new table as added for each statement execute function category_count_follow()`,
    sql`create trigger category_member_set_update_count after update on category_member_set
      referencing old table as removed new table as added for each statement execute function category_count_follow()`,
    sql`create trigger category_member_set_delete_count after delete on category_member_set
      referencing old table as removed for each statement execute function category_count_follow()`,

    // The counted facts mark the patient stale as the facts conditions read do (migration 0011):
    // the refresh copies them into the patient's set. Clinics mark it through patient_clinic.
    sql`drop trigger patient_update_members_stale on patient`,
    sql`create trigger patient_update_members_stale after update on patient for each row
      when ((old.gender, old.alarm_type_id, old.primary_physician_id, old.timezone, old.inactive, old.responsible_user_id)
        is distinct from (new.gender, new.alarm_type_id, new.primary_physician_id, new.timezone, new.inactive, new.responsible_user_id))
      execute function mark_patient_members_stale()`,

    // Every patient's set as the store holds it now (the store's next refresh keeps them).
    sql`insert into category_member_set (patient_id, category_ids, clinic_ids, responsible_user_id, inactive)
      select p.id, array(select m.category_id from category_member m where m.patient_id = p.id order by 1),
        p.clinic_ids, coalesce(p.responsible_user_id, 0), p.inactive
      from patient p`,
  ];
  for (const statement of statements) await statement.execute(db);
}
