CREATE OR REPLACE FUNCTION public.is_time_zone(zone text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
    begin
      perform now() at time zone zone;
      return true;
    exception when invalid_parameter_value then
      return false;
    end $function$;
