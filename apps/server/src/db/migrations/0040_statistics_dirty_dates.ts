import { sql, type Kysely } from 'kysely';

/*
 * The statistics' tracked recompute (decisions: statistics, the tracked recompute). A date D (a
 * Monday) counts the patients with a prediction made in (D − 7, D], each with whether the event
 * followed. Triggers mark exactly the dates whose inputs a change touches, with what changed:
 * - a prediction made on A: the Monday on or after A;
 * - a night (bedwetting): the last recorded night M decides a dropout on D (M < D + 28); when M
 *   moves from M1 to M2, the dates in (min − 28, max − 28] the patient was seen on;
 * - an outcome (bedwetting): the dates the patient was seen on with D > M − 28;
 * - a hospital stay (generic): an admission on A decides D in (A − 14, A], being in hospital the
 *   dates up to the discharge: the dates the patient was seen on in (A − 14, discharge].
 * computeStatistics computes the marked dates of its flavour's inputs and the dates never
 * computed, and keeps when each date was computed.
 */

const DROPOUT_DAYS = 28;
const HOSPITALIZATION_DAYS = 14;

/** The latest night with a value, not superseded, of the patient `patient` (SQL), ids in `except` left out. */
const lastNight = (patient: string, except = '') => `(select max(e.night) from nightly_entry e
    where e.patient_id = ${patient} and e.superseded_at is null and e.value is not null ${except})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create table statistics_dirty_date (
      date date not null,
      reason text not null check (reason in ('prediction', 'night', 'outcome', 'stay')),
      marked_at timestamptz not null default now(),
      primary key (date, reason)
    )`,
    `create table statistics_computed (
      date date primary key,
      computed_at timestamptz not null default now()
    )`,
    `insert into statistics_computed (date, computed_at)
      select distinct date, now() from statistics_hospitalization`,
    // The Monday on or after a day: the date whose week of predictions holds it.
    `create function statistics_monday(p_day date) returns date language sql immutable parallel safe as $$
      select p_day + ((8 - extract(isodow from p_day)::int) % 7)
    $$`,
    // Marks the dates in (p_after, p_until] (null: unbounded) the patient was seen on.
    `create function statistics_mark_seen(p_patient integer, p_after date, p_until date, p_reason text)
    returns void language sql as $$
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(pr.as_of), p_reason
      from ai_prediction pr
      where pr.patient_id = p_patient and pr.as_of is not null
        and (p_after is null or statistics_monday(pr.as_of) > p_after)
        and (p_until is null or statistics_monday(pr.as_of) <= p_until)
      on conflict (date, reason) do update set marked_at = now()
    $$`,
    // The last night moved from p_before to p_now: the dropout of the dates between changed.
    `create function statistics_mark_last_night(p_patient integer, p_before date, p_now date)
    returns void language sql as $$
      select statistics_mark_seen(p_patient,
        case when p_before is null or p_now is null then null else least(p_before, p_now) - ${DROPOUT_DAYS} end,
        greatest(p_before, p_now) - ${DROPOUT_DAYS}, 'night')
      where p_before is distinct from p_now
    $$`,
    `create function statistics_predictions_inserted() returns trigger language plpgsql as $$
    begin
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(as_of), 'prediction' from changed where as_of is not null
      on conflict (date, reason) do update set marked_at = now();
      return null;
    end $$`,
    `create trigger statistics_prediction_inserted after insert on ai_prediction
      referencing new table as changed for each statement execute function statistics_predictions_inserted()`,
    `create trigger statistics_prediction_deleted after delete on ai_prediction
      referencing old table as changed for each statement execute function statistics_predictions_inserted()`,
    `create function statistics_predictions_updated() returns trigger language plpgsql as $$
    begin
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(as_of), 'prediction'
      from (select as_of from changed_new union all select as_of from changed_old) changed
      where as_of is not null
      on conflict (date, reason) do update set marked_at = now();
      return null;
    end $$`,
    `create trigger statistics_prediction_updated after update on ai_prediction
      referencing new table as changed_new old table as changed_old
      for each statement execute function statistics_predictions_updated()`,
    `create function statistics_nights_inserted() returns trigger language plpgsql as $$
    begin
      perform statistics_mark_last_night(p.patient_id,
        ${lastNight('p.patient_id', 'and e.id not in (select id from changed)')}, ${lastNight('p.patient_id')})
      from (select distinct patient_id from changed) p;
      return null;
    end $$`,
    `create trigger statistics_night_inserted after insert on nightly_entry
      referencing new table as changed for each statement execute function statistics_nights_inserted()`,
    `create function statistics_nights_updated() returns trigger language plpgsql as $$
    begin
      perform statistics_mark_last_night(p.patient_id,
        greatest(${lastNight('p.patient_id', 'and e.id not in (select id from changed_new)')},
          (select max(o.night) from changed_old o where o.patient_id = p.patient_id
            and o.superseded_at is null and o.value is not null)),
        ${lastNight('p.patient_id')})
      from (select patient_id from changed_new union select patient_id from changed_old) p;
      return null;
    end $$`,
    `create trigger statistics_night_updated after update on nightly_entry
      referencing new table as changed_new old table as changed_old
      for each statement execute function statistics_nights_updated()`,
    `create function statistics_nights_deleted() returns trigger language plpgsql as $$
    begin
      perform statistics_mark_last_night(p.patient_id,
        greatest(${lastNight('p.patient_id')}, (select max(o.night) from changed o where o.patient_id = p.patient_id
          and o.superseded_at is null and o.value is not null)),
        ${lastNight('p.patient_id')})
      from (select distinct patient_id from changed) p;
      return null;
    end $$`,
    `create trigger statistics_night_deleted after delete on nightly_entry
      referencing old table as changed for each statement execute function statistics_nights_deleted()`,
    `create function statistics_outcome_changed() returns trigger language plpgsql as $$
    declare
      v_patient integer := coalesce(new.patient_id, old.patient_id);
    begin
      perform statistics_mark_seen(v_patient, ${lastNight('v_patient')} - ${DROPOUT_DAYS}, null, 'outcome');
      return null;
    end $$`,
    `create trigger statistics_outcome_changed after insert or update or delete on treatment_outcome
      for each row execute function statistics_outcome_changed()`,
    `create function statistics_stay_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform statistics_mark_seen(old.patient_id, (old.admitted_at at time zone 'UTC')::date - ${HOSPITALIZATION_DAYS},
          (old.discharged_at at time zone 'UTC')::date, 'stay');
      end if;
      if tg_op <> 'DELETE' then
        perform statistics_mark_seen(new.patient_id, (new.admitted_at at time zone 'UTC')::date - ${HOSPITALIZATION_DAYS},
          (new.discharged_at at time zone 'UTC')::date, 'stay');
      end if;
      return null;
    end $$`,
    `create trigger statistics_stay_changed after insert or update or delete on hospitalization
      for each row execute function statistics_stay_changed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
