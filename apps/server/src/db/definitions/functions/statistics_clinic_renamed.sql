CREATE OR REPLACE FUNCTION public.statistics_clinic_renamed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform statistics_mark_seen(pc.patient_id, null, null, 'prediction') from patient_clinic pc where pc.clinic_id = new.id;
      return null;
    end $function$;
