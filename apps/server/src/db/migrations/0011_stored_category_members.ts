import { sql, type Kysely } from 'kysely';

/*
 * The members of the rule-based categories, kept in `category_member` so that a panel, the ALERTS
 * count and a delivery run read a table instead of evaluating every condition on every request.
 * The category engine (features/categories/evaluation.ts, stored-members.ts) computes the rows at
 * the clock in `category_member_clock`: the members of a category that counts days up to today
 * hold for that clock only (its UTC day and quarter hour), the others at any time.
 *
 * Triggers mark what a write makes stale: the patient whose current values, diagnoses, stays,
 * clinics or facts changed, the category whose conditions changed. Readers bring the rows up to
 * date before reading (refreshStoredMembers), so a read sees every write committed before it.
 * A mark is written with DO UPDATE, never DO NOTHING: the row lock it takes makes a refresh leave
 * the mark of a write still in progress for the next refresh, instead of deleting it unseen.
 */

const transitionTriggers = (table: string, fn: string) =>
  (['insert', 'update', 'delete'] as const).map(
    (event) =>
      sql`create trigger ${sql.raw(`${table}_${event}_members_stale`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(event === 'delete' ? 'old' : 'new')} table as changed
        for each statement execute function ${sql.raw(fn)}()`,
  );

const CONDITION_TABLES = [
  'category_variable_condition',
  'category_other_condition',
  'category_diagnosis_condition',
  'category_relative_deviation',
  'category_hospitalization_condition',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table category_member (
      category_id integer not null references rule_based_category on delete cascade,
      patient_id integer not null references patient on delete cascade,
      primary key (category_id, patient_id)
    )`,
    sql`comment on table category_member is
      'Members of each rule-based category at the clock of category_member_clock, current once refreshStoredMembers has run'`,
    sql`create table category_member_clock (
      id boolean primary key default true check (id),
      today date not null,
      quarter timestamptz not null
    )`,
    sql`comment on table category_member_clock is
      'The UTC day and quarter hour category_member was computed at (one row): categories counting days hold for it only'`,
    sql`create index category_member_patient_idx on category_member (patient_id)`,
    sql`create table category_member_stale_patient (
      patient_id integer primary key,
      marked_at timestamptz not null default clock_timestamp()
    )`,
    sql`comment on table category_member_stale_patient is
      'Patients whose category memberships a write may have changed since category_member was computed'`,
    sql`create table category_member_stale_category (
      category_id integer primary key,
      marked_at timestamptz not null default clock_timestamp()
    )`,
    sql`comment on table category_member_stale_category is
      'Categories whose conditions changed since category_member was computed (or that were never computed)'`,

    sql`create function mark_patients_members_stale() returns trigger language plpgsql as $$
      begin
        insert into category_member_stale_patient (patient_id)
          select distinct changed.patient_id from changed order by 1
          on conflict (patient_id) do update set marked_at = excluded.marked_at;
        return null;
      end $$`,
    sql`create function mark_new_patients_members_stale() returns trigger language plpgsql as $$
      begin
        insert into category_member_stale_patient (patient_id)
          select changed.id from changed order by 1
          on conflict (patient_id) do update set marked_at = excluded.marked_at;
        return null;
      end $$`,
    sql`create function mark_patient_members_stale() returns trigger language plpgsql as $$
      begin
        insert into category_member_stale_patient (patient_id) values (new.id)
          on conflict (patient_id) do update set marked_at = excluded.marked_at;
        return null;
      end $$`,
    sql`create function mark_category_members_stale() returns trigger language plpgsql as $$
      declare
        category integer;
      begin
        foreach category in array array_remove(array[
          case when tg_op <> 'INSERT' then old.category_id end,
          case when tg_op <> 'DELETE' then new.category_id end], null)
        loop
          insert into category_member_stale_category (category_id) values (category)
            on conflict (category_id) do update set marked_at = excluded.marked_at;
        end loop;
        return null;
      end $$`,
    sql`create function mark_status_category_members_stale() returns trigger language plpgsql as $$
      begin
        insert into category_member_stale_category (category_id)
          select vc.category_id from category_variable_condition vc
          where vc.id in (case when tg_op <> 'INSERT' then old.condition_id end,
                          case when tg_op <> 'DELETE' then new.condition_id end)
          on conflict (category_id) do update set marked_at = excluded.marked_at;
        return null;
      end $$`,

    ...['patient_variable_latest', 'patient_diagnosis', 'hospitalization', 'patient_clinic'].flatMap(
      (table) => transitionTriggers(table, 'mark_patients_members_stale'),
    ),
    sql`create trigger patient_insert_members_stale after insert on patient
      referencing new table as changed for each statement execute function mark_new_patients_members_stale()`,
    // The facts other conditions read from the patient row; the row changes often for other reasons.
    sql`create trigger patient_update_members_stale after update on patient for each row
      when ((old.gender, old.alarm_type_id, old.primary_physician_id, old.timezone)
        is distinct from (new.gender, new.alarm_type_id, new.primary_physician_id, new.timezone))
      execute function mark_patient_members_stale()`,
    ...CONDITION_TABLES.map(
      (table) =>
        sql`create trigger ${sql.raw(`${table}_members_stale`)} after insert or update or delete on ${sql.table(table)}
          for each row execute function mark_category_members_stale()`,
    ),
    sql`create trigger category_variable_condition_status_members_stale
      after insert or update or delete on category_variable_condition_status
      for each row execute function mark_status_category_members_stale()`,
    // No clock yet: the first refresh computes every category.
  ];
  for (const statement of statements) await statement.execute(db);
}
