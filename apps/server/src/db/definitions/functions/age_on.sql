CREATE OR REPLACE FUNCTION public.age_on(p_date_of_birth date, p_registered_on date, p_registered_age integer, p_day date)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
AS $function$
      select coalesce(case when p_date_of_birth is not null
          then extract(year from age(p_day, p_date_of_birth))::int
          else p_registered_age + extract(year from age(p_day, p_registered_on))::int end, -1) $function$;
