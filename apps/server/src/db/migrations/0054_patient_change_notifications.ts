import { sql, type Kysely } from 'kysely';

/*
 * Live screens (GET /events): every committed change a clinician would want to see without
 * reloading is announced on the channel vigil_patient_change as a small JSON payload,
 * {"p": patient id, "k": kind, "v": [variable codes]?}. Triggers send it, so every writer (a
 * request, a job, another server) is covered, and NOTIFY is transactional: a rolled-back write
 * announces nothing, and PostgreSQL folds a transaction's identical payloads into one. Each
 * server LISTENs once and filters per connection by the caller's scope (features/live-events).
 *
 * A new kind is one trigger on its table with `execute function notify_patient_change('kind')`
 * over a transition table named `changed` that has a patient_id column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create function notify_patient_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vigil_patient_change', json_build_object('p', touched.patient_id, 'k', tg_argv[0])::text)
        from (select distinct changed.patient_id from changed) as touched;
      return null;
    end $$`,
    // The patient's own record: registered, approved, moved, (de)activated, renamed.
    `create function notify_patient_record_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform pg_notify('vigil_patient_change', json_build_object('p', changed.id, 'k', 'patient')::text)
          from changed;
      else
        perform pg_notify('vigil_patient_change', json_build_object('p', changed.id, 'k', 'patient')::text)
          from changed join before_change on before_change.id = changed.id
          where before_change is distinct from changed;
      end if;
      return null;
    end $$`,
    // Latest values: which variables got a new value, and which changed their traffic light.
    `create function notify_patient_values_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform pg_notify('vigil_patient_change',
            json_build_object('p', touched.patient_id, 'k', 'values', 'v', touched.codes)::text)
          from (select changed.patient_id, array_agg(distinct variable.code order by variable.code) as codes
                from changed join patient_variable variable on variable.id = changed.variable_id
                group by changed.patient_id) as touched;
      else
        perform pg_notify('vigil_patient_change',
            json_build_object('p', touched.patient_id, 'k', touched.kind, 'v', touched.codes)::text)
          from (select changed.patient_id, kinds.kind,
                  array_agg(distinct variable.code order by variable.code) as codes
                from changed
                join before_change on before_change.patient_id = changed.patient_id
                  and before_change.variable_id = changed.variable_id
                join patient_variable variable on variable.id = changed.variable_id
                cross join lateral (
                  select 'values' as kind
                    where (before_change.value, before_change.time_stamp)
                      is distinct from (changed.value, changed.time_stamp)
                  union all
                  select 'status' where before_change.status is distinct from changed.status
                ) as kinds
                group by changed.patient_id, kinds.kind) as touched;
      end if;
      return null;
    end $$`,
    // Category membership (panels, the ALERTS count): only sets that really changed.
    `create function notify_category_membership_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vigil_patient_change', json_build_object('p', changed.patient_id, 'k', 'categories')::text)
        from changed left join before_change on before_change.patient_id = changed.patient_id
        where before_change.category_ids is distinct from changed.category_ids;
      return null;
    end $$`,
    `create trigger nightly_entry_inserted_notifies after insert on nightly_entry
      referencing new table as changed for each statement execute function notify_patient_change('night')`,
    `create trigger nightly_entry_updated_notifies after update on nightly_entry
      referencing new table as changed for each statement execute function notify_patient_change('night')`,
    `create trigger patient_message_inserted_notifies after insert on patient_message
      referencing new table as changed for each statement execute function notify_patient_change('message')`,
    `create trigger patient_message_updated_notifies after update on patient_message
      referencing new table as changed for each statement execute function notify_patient_change('message')`,
    `create trigger ai_prediction_inserted_notifies after insert on ai_prediction
      referencing new table as changed for each statement execute function notify_patient_change('prediction')`,
    `create trigger patient_inserted_notifies after insert on patient
      referencing new table as changed for each statement execute function notify_patient_record_change()`,
    `create trigger patient_updated_notifies after update on patient
      referencing old table as before_change new table as changed
      for each statement execute function notify_patient_record_change()`,
    `create trigger patient_variable_latest_inserted_notifies after insert on patient_variable_latest
      referencing new table as changed for each statement execute function notify_patient_values_change()`,
    `create trigger patient_variable_latest_updated_notifies after update on patient_variable_latest
      referencing old table as before_change new table as changed
      for each statement execute function notify_patient_values_change()`,
    `create trigger category_member_set_inserted_notifies after insert on category_member_set
      referencing new table as changed for each statement execute function notify_patient_change('categories')`,
    `create trigger category_member_set_updated_notifies after update on category_member_set
      referencing old table as before_change new table as changed
      for each statement execute function notify_category_membership_change()`,
    `create trigger category_member_set_deleted_notifies after delete on category_member_set
      referencing old table as changed for each statement execute function notify_patient_change('categories')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
