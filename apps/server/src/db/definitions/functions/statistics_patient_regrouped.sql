CREATE OR REPLACE FUNCTION public.statistics_patient_regrouped()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform statistics_mark_seen(new.id, null, null, 'prediction');
      return null;
    end $function$;
