CREATE OR REPLACE FUNCTION public.variable_value_month_window(p_month date, p_zone text, p_day_values double precision[], p_before timestamp with time zone)
 RETURNS SETOF double precision
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
    select p_day_values[i]
    from (select ((p_before - interval '336 hours') at time zone p_zone)::date as first_day,
        ((p_before - interval '1 microsecond') at time zone p_zone)::date as last_day) window_days
    cross join lateral generate_series(greatest(1, window_days.first_day - p_month + 1),
      least(cardinality(p_day_values), window_days.last_day - p_month + 1)) i
    where p_day_values[i] is distinct from 'NaN'::float8
      and (p_month + i - 1 > window_days.first_day
        or ((p_month + i - 1)::timestamp at time zone p_zone) >= p_before - interval '336 hours')
      and (p_month + i - 1 < window_days.last_day
        or ((p_month + i - 1)::timestamp at time zone p_zone) < p_before)
  $function$;
