CREATE OR REPLACE FUNCTION public.statistics_predictions_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(as_of), 'prediction' from changed where as_of is not null
      on conflict (date, reason) do update set marked_at = now()
        where statistics_dirty_date.marked_at < now();
      return null;
    end $function$;
