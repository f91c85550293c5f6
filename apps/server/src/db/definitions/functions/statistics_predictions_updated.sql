CREATE OR REPLACE FUNCTION public.statistics_predictions_updated()
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
    end $function$;
