CREATE OR REPLACE FUNCTION public.patient_refresh_statuses()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform refresh_variable_statuses(array[new.id], null);
      return null;
    end $function$;
