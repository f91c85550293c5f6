CREATE OR REPLACE FUNCTION public.patient_variable_latest_take_status()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      new.status_age := patient_age_on(new.patient_id, (now() at time zone 'UTC')::date);
      new.status := variable_status(new.patient_id, new.variable_id, new.value, new.status_age);
      return new;
    end $function$;
