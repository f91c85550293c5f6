CREATE OR REPLACE FUNCTION public.patient_variable_latest_take_window_mean()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      new.previous_window_mean := (
  select avg(history.value::numeric) from variable_value history
  where history.patient_id = new.patient_id and history.variable_id = new.variable_id
    and history.time_stamp >= new.time_stamp - interval '336 hours'
    and history.time_stamp < new.time_stamp and history.value is not null);
      return new;
    end $function$;
