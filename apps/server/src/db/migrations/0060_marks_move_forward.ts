import { sql, type Kysely } from 'kysely';

/*
 * A mark (a statistics date to compute again, a patient's or category's members to refresh) is
 * written again only when it moves forward in time. Within one transaction now() does not move,
 * so a bulk write that marked the same few rows once per row (a year of hospital stays inserted
 * at once: 200,000 calls of statistics_mark_seen) left a version of each row per call that no
 * vacuum may remove before the commit, and every next call walked them all: quadratic, more than
 * 13 minutes at 100,000 patients. A mark also never moves back, as a later-committing older
 * transaction used to make it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const definitions = [
    sql`CREATE OR REPLACE FUNCTION public.statistics_mark_seen(p_patient integer, p_after date, p_until date, p_reason text)
 RETURNS void
 LANGUAGE sql
AS $function$
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(pr.as_of), p_reason
      from ai_prediction pr
      where pr.patient_id = p_patient and pr.as_of is not null
        and (p_after is null or statistics_monday(pr.as_of) > p_after)
        and (p_until is null or statistics_monday(pr.as_of) <= p_until)
      on conflict (date, reason) do update set marked_at = now()
        where statistics_dirty_date.marked_at < now()
    $function$`,
    sql`CREATE OR REPLACE FUNCTION public.statistics_predictions_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(as_of), 'prediction' from changed where as_of is not null
      on conflict (date, reason) do update set marked_at = now()
        where statistics_dirty_date.marked_at < now();
      return null;
    end $function$`,
    sql`CREATE OR REPLACE FUNCTION public.statistics_predictions_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(as_of), 'prediction'
      from (select as_of from changed_new union all select as_of from changed_old) changed
      where as_of is not null
      on conflict (date, reason) do update set marked_at = now()
        where statistics_dirty_date.marked_at < now();
      return null;
    end $function$`,
    sql`CREATE OR REPLACE FUNCTION public.mark_patient_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        insert into category_member_stale_patient (patient_id) values (new.id)
          on conflict (patient_id) do update set marked_at = excluded.marked_at
            where category_member_stale_patient.marked_at < excluded.marked_at;
        return null;
      end $function$`,
    sql`CREATE OR REPLACE FUNCTION public.mark_new_patients_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        insert into category_member_stale_patient (patient_id)
          select changed.id from changed order by 1
          on conflict (patient_id) do update set marked_at = excluded.marked_at
            where category_member_stale_patient.marked_at < excluded.marked_at;
        return null;
      end $function$`,
    sql`CREATE OR REPLACE FUNCTION public.mark_patients_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        insert into category_member_stale_patient (patient_id)
          select distinct changed.patient_id from changed order by 1
          on conflict (patient_id) do update set marked_at = excluded.marked_at
            where category_member_stale_patient.marked_at < excluded.marked_at;
        return null;
      end $function$`,
    sql`CREATE OR REPLACE FUNCTION public.mark_status_category_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        insert into category_member_stale_category (category_id)
          select vc.category_id from category_variable_condition vc
          where vc.id in (case when tg_op <> 'INSERT' then old.condition_id end,
                          case when tg_op <> 'DELETE' then new.condition_id end)
          on conflict (category_id) do update set marked_at = excluded.marked_at
            where category_member_stale_category.marked_at < excluded.marked_at;
        return null;
      end $function$`,
    sql`CREATE OR REPLACE FUNCTION public.mark_category_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        category integer;
      begin
        foreach category in array array_remove(array[
          case when tg_op <> 'INSERT' then old.category_id end,
          case when tg_op <> 'DELETE' then new.category_id end], null)
        loop
          insert into category_member_stale_category (category_id) values (category)
            on conflict (category_id) do update set marked_at = excluded.marked_at
              where category_member_stale_category.marked_at < excluded.marked_at;
        end loop;
        return null;
      end $function$`,
  ];
  for (const definition of definitions) await definition.execute(db);
}
