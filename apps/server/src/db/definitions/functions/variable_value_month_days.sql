CREATE OR REPLACE FUNCTION public.variable_value_month_days(p_month date, p_zone text, p_day_values double precision[], p_first date DEFAULT NULL::date, p_last date DEFAULT NULL::date)
 RETURNS TABLE(day date, time_stamp timestamp with time zone, value double precision)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
    select p_month + i - 1, ((p_month + i - 1)::timestamp at time zone p_zone), p_day_values[i]
    from generate_series(greatest(1, coalesce(p_first - p_month + 1, 1)),
      least(cardinality(p_day_values), coalesce(p_last - p_month + 1, 31))) i
    where p_day_values[i] is distinct from 'NaN'::float8
  $function$;
