CREATE OR REPLACE FUNCTION public.relative_deviation(p_value double precision, p_mean numeric)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE
AS $function$
      select case
        when p_value is null or p_mean is null then null
        when p_mean = 0 then case when p_value > 0 then 'Infinity'::float8 when p_value < 0 then '-Infinity'::float8 end
        else greatest(least((p_value::numeric - p_mean) * 100 / abs(p_mean), 1.7976931348623157e308),
          -1.7976931348623157e308)::float8 end $function$;
