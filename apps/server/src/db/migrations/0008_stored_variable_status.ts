import { DANGER_STATUSES, STATUS_SORT_ORDER } from '@vigil/domain';
import { sql, type Kysely } from 'kysely';

/*
 * Each current value keeps its traffic-light status (docs/requirements/limits-and-statuses.md#status-rule), so that sorting the patients list
 * by a variable and category conditions on a status (DS) read a column instead of finding the
 * limit in force and the age of every patient in scope on every request.
 *
 * The status depends on the value, the patient's own limit, the general limits of the variable,
 * the patient's gender and age. Triggers keep it right whatever code writes any of them; the age
 * also changes with the calendar, which the hourly pass `refresh_aged_variable_statuses()` (job
 * 'variable-status-ages') catches up with: `status_age` is the age the status was evaluated at.
 *
 * The rule here is the one of domain `classify`/`selectGeneralLimit` (which classify the page's
 * cells and tooltips at read time); `features/patient-status/stored-status.int.test.ts` holds the
 * two equal. Ages are whole years on the UTC day, as the patients list counts them; −1 when
 * unknown.
 */

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');
// The rank follows the spec's sort order (docs/requirements/limits-and-statuses.md#status-sort-order); anything else last.
const rankCases = STATUS_SORT_ORDER.map((status, rank) => `when '${status}' then ${rank}`).join(' ');

const TODAY = `(now() at time zone 'UTC')::date`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function patient_age_on(p_patient integer, p_day date) returns integer
    language sql stable as $$
      select coalesce(case when p.date_of_birth is not null
          then extract(year from age(p_day, p.date_of_birth))::int
          else (select form.age + extract(year from age(p_day, (p.created_at at time zone 'UTC')::date))::int
            from registration_form form where form.patient_id = p.id) end, -1)
      from patient p where p.id = p_patient $$`,
    )
    .execute(db);
  await sql`comment on function patient_age_on(integer, date) is
    'Whole years on the day: from the date of birth, else the registration form age plus the years since registering; -1 when unknown'`.execute(
    db,
  );

  // The patient's own limit when there is one, else the most specific general limit: exact gender
  // before ALL, a narrower age range before a wider; an unknown age matches only unbounded ranges.
  await sql
    .raw(
      `create function variable_status(p_patient integer, p_variable integer, p_value double precision, p_age integer)
    returns text language sql stable as $$
      select case
        when p_value is null then 'NOT_SET_VALUE'
        when lim.alert_low is null then 'NOT_SET_LIMIT'
        when p_value <= lim.alert_low then 'ALERT_LOW'
        when p_value <= lim.abnormal_low then 'ABNORMAL_LOW'
        when p_value < lim.lower_limit_normal then 'NORMAL_LOW'
        when p_value <= lim.upper_limit_normal then 'NORMAL'
        when p_value < lim.abnormal_high then 'NORMAL_HIGH'
        when p_value < lim.alert_high then 'ABNORMAL_HIGH'
        else 'ALERT_HIGH' end
      from (select 1) one
      left join lateral (
        select own.alert_low, own.abnormal_low, own.lower_limit_normal, own.upper_limit_normal,
          own.abnormal_high, own.alert_high
        from limit_user own where own.patient_id = p_patient and own.variable_id = p_variable
        union all
        (select general.alert_low, general.abnormal_low, general.lower_limit_normal, general.upper_limit_normal,
            general.abnormal_high, general.alert_high
          from limit_general general join patient p on p.id = p_patient
          where general.variable_id = p_variable
            and (general.gender = 'ALL' or (general.gender = 'MEN' and p.gender = 'Male')
              or (general.gender = 'WOMEN' and p.gender = 'Female'))
            and ((general.age_lower is null and general.age_upper is null)
              or (p_age >= 0 and (general.age_lower is null or general.age_lower <= p_age)
                and (general.age_upper is null or p_age < general.age_upper)))
          order by (case when general.gender = 'ALL' then 10000 else 0 end)
            + coalesce(general.age_upper, 1000) - coalesce(general.age_lower, 0)
          limit 1)
        limit 1
      ) lim on true $$`,
    )
    .execute(db);

  await sql
    .raw(
      `alter table patient_variable_latest
        add column status text not null default 'NOT_SET_VALUE' check (status in (${quoted(DANGER_STATUSES)})),
        add column status_age smallint,
        add column status_rank smallint generated always as (case status ${rankCases} else ${STATUS_SORT_ORDER.length} end) stored`,
    )
    .execute(db);
  await sql`comment on column patient_variable_latest.status is
    'Traffic-light status of value against the limit in force (DESIGN §6), set by triggers whatever is written and kept by the hourly age pass'`.execute(
    db,
  );
  await sql`comment on column patient_variable_latest.status_age is
    'The patient age (whole years on the UTC day, -1 unknown) the status was evaluated at'`.execute(db);
  await sql`comment on column patient_variable_latest.status_rank is
    'Position of status in the spec sort order (core §4); anything else last'`.execute(db);

  // Refreshes the statuses of the latest rows of the given patients and variables (null: all).
  await sql
    .raw(
      `create function refresh_variable_statuses(p_patients integer[], p_variables integer[]) returns void
    language sql volatile as $$
      update patient_variable_latest latest set status = fresh.status, status_age = fresh.age
      from (
        select target.patient_id, target.variable_id, aged.age,
          variable_status(target.patient_id, target.variable_id, target.value, aged.age) as status
        from patient_variable_latest target
        cross join lateral (select patient_age_on(target.patient_id, ${TODAY}) as age) aged
        where (p_patients is null or target.patient_id = any(p_patients))
          and (p_variables is null or target.variable_id = any(p_variables))
      ) fresh
      where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
        and (latest.status, latest.status_age) is distinct from (fresh.status, fresh.age) $$`,
    )
    .execute(db);

  await sql`select refresh_variable_statuses(null, null)`.execute(db);
  await sql`create index patient_variable_latest_status_idx
    on patient_variable_latest (variable_id, status_rank, value, patient_id)`.execute(db);

  // The hourly pass: the patients whose age has changed since their statuses were evaluated.
  await sql
    .raw(
      `create function refresh_aged_variable_statuses() returns integer language plpgsql volatile as $$
    declare aged integer[];
    begin
      select array_agg(p.id) into aged from patient p
      where exists (select 1 from patient_variable_latest latest where latest.patient_id = p.id
        and latest.status_age is distinct from patient_age_on(p.id, ${TODAY}));
      if aged is not null then perform refresh_variable_statuses(aged, null); end if;
      return coalesce(cardinality(aged), 0);
    end $$`,
    )
    .execute(db);

  await sql
    .raw(
      `create function patient_variable_latest_take_status() returns trigger language plpgsql as $$
    begin
      new.status_age := patient_age_on(new.patient_id, ${TODAY});
      new.status := variable_status(new.patient_id, new.variable_id, new.value, new.status_age);
      return new;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger patient_variable_latest_status_inserted before insert on patient_variable_latest
    for each row execute function patient_variable_latest_take_status()`.execute(db);
  await sql`
    create trigger patient_variable_latest_status_changed before update on patient_variable_latest
    for each row when ((new.patient_id, new.variable_id, new.value) is distinct from (old.patient_id, old.variable_id, old.value))
    execute function patient_variable_latest_take_status()`.execute(db);

  await sql`
    create function limit_user_refresh_status() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform refresh_variable_statuses(array[old.patient_id], array[old.variable_id]); end if;
      if tg_op <> 'DELETE' then perform refresh_variable_statuses(array[new.patient_id], array[new.variable_id]); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger limit_user_changed_refreshes_status after insert or update or delete on limit_user
    for each row execute function limit_user_refresh_status()`.execute(db);

  // One function for the three events, as in 0007: each branch only meets its trigger's tables.
  await sql`
    create function limit_general_refresh_statuses() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_variable_statuses(null, array(select distinct variable_id from new_limits));
      elsif tg_op = 'DELETE' then
        perform refresh_variable_statuses(null, array(select distinct variable_id from old_limits));
      else
        perform refresh_variable_statuses(null, array(select variable_id from old_limits union select variable_id from new_limits));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger limit_general_inserted_refreshes_statuses after insert on limit_general
    referencing new table as new_limits
    for each statement execute function limit_general_refresh_statuses()`.execute(db);
  await sql`
    create trigger limit_general_updated_refreshes_statuses after update on limit_general
    referencing old table as old_limits new table as new_limits
    for each statement execute function limit_general_refresh_statuses()`.execute(db);
  await sql`
    create trigger limit_general_deleted_refreshes_statuses after delete on limit_general
    referencing old table as old_limits
    for each statement execute function limit_general_refresh_statuses()`.execute(db);

  await sql`
    create function patient_refresh_statuses() returns trigger language plpgsql as $$
    begin
      perform refresh_variable_statuses(array[new.id], null);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger patient_facts_changed_refresh_statuses after update on patient
    for each row when ((new.gender, new.date_of_birth, new.created_at) is distinct from (old.gender, old.date_of_birth, old.created_at))
    execute function patient_refresh_statuses()`.execute(db);

  await sql`
    create function registration_form_refresh_statuses() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform refresh_variable_statuses(array[old.patient_id], null); end if;
      if tg_op <> 'DELETE' then perform refresh_variable_statuses(array[new.patient_id], null); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger registration_form_changed_refreshes_statuses after insert or update of age, patient_id or delete on registration_form
    for each row execute function registration_form_refresh_statuses()`.execute(db);
}
