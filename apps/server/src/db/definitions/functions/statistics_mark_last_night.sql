CREATE OR REPLACE FUNCTION public.statistics_mark_last_night(p_patient integer, p_before date, p_now date)
 RETURNS void
 LANGUAGE sql
AS $function$
      select statistics_mark_seen(p_patient,
        case when p_before is null or p_now is null then null else least(p_before, p_now) - 28 end,
        greatest(p_before, p_now) - 28, 'night')
      where p_before is distinct from p_now
    $function$;
