CREATE OR REPLACE FUNCTION public.statistics_monday(p_day date)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
      select p_day + ((8 - extract(isodow from p_day)::int) % 7)
    $function$;
