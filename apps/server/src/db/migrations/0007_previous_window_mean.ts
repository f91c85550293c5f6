import { sql, type Kysely } from 'kysely';

/*
 * A relative deviation compares a patient's current value with the mean of the values stamped in
 * the 14 days before it. That mean depends on the current value's time stamp and the history only,
 * not on the time of reading, so the latest row keeps it; reading it per request read some 14
 * history rows of every patient in scope. Triggers keep it right whatever code writes values: the
 * latest row takes its mean when written with a new time stamp, and any history change refreshes
 * the latest rows whose window holds the changed time stamp (after the whole statement, so a
 * statement writing both tables ends right whatever order it writes them in).
 *
 * The window is 14 days of 24 hours (336 hours), so that the mean does not depend on the time zone
 * of the session that wrote it.
 */

/** The mean of the history of the latest row `latest` in its window: numeric, null when empty. */
const windowMean = (latest: string) => `(
  select avg(history.value::numeric) from variable_value history
  where history.patient_id = ${latest}.patient_id and history.variable_id = ${latest}.variable_id
    and history.time_stamp >= ${latest}.time_stamp - interval '336 hours'
    and history.time_stamp < ${latest}.time_stamp and history.value is not null)`;

/** Refreshes the means of the latest rows whose window holds a row of transition table `changed`. */
const refreshFrom = (changed: string) => `
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, ${windowMean('touched')} as mean
    from patient_variable_latest touched
    where exists (
      select 1 from ${changed} c
      where c.patient_id = touched.patient_id and c.variable_id = touched.variable_id
        and c.time_stamp >= touched.time_stamp - interval '336 hours' and c.time_stamp < touched.time_stamp)
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patient_variable_latest add column previous_window_mean numeric`.execute(db);
  await sql`comment on column patient_variable_latest.previous_window_mean is
    'Mean of the values stamped in the 336 hours before time_stamp (exact numeric), null when there are none; kept by triggers'`.execute(
    db,
  );
  await sql.raw(`update patient_variable_latest l set previous_window_mean = ${windowMean('l')}`).execute(db);

  await sql
    .raw(
      `create function patient_variable_latest_take_window_mean() returns trigger language plpgsql as $$
    begin
      new.previous_window_mean := ${windowMean('new')};
      return new;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger patient_variable_latest_inserted before insert on patient_variable_latest
    for each row execute function patient_variable_latest_take_window_mean()`.execute(db);
  await sql`
    create trigger patient_variable_latest_moved before update on patient_variable_latest
    for each row when ((new.patient_id, new.variable_id, new.time_stamp) is distinct from (old.patient_id, old.variable_id, old.time_stamp))
    execute function patient_variable_latest_take_window_mean()`.execute(db);

  // One function for the three events: PL/pgSQL plans a statement when it first runs it, per
  // trigger, so each branch only meets the transition tables its trigger has.
  await sql
    .raw(
      `create function variable_value_refresh_window_means() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${refreshFrom('new_values')};
      elsif tg_op = 'DELETE' then ${refreshFrom('old_values')};
      else ${refreshFrom('(select patient_id, variable_id, time_stamp from old_values union all select patient_id, variable_id, time_stamp from new_values)')};
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger variable_value_inserted_refreshes_means after insert on variable_value
    referencing new table as new_values
    for each statement execute function variable_value_refresh_window_means()`.execute(db);
  await sql`
    create trigger variable_value_updated_refreshes_means after update on variable_value
    referencing old table as old_values new table as new_values
    for each statement execute function variable_value_refresh_window_means()`.execute(db);
  await sql`
    create trigger variable_value_deleted_refreshes_means after delete on variable_value
    referencing old table as old_values
    for each statement execute function variable_value_refresh_window_means()`.execute(db);
}
