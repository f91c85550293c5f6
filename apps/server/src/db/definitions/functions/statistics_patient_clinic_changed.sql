CREATE OR REPLACE FUNCTION public.statistics_patient_clinic_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform statistics_mark_seen(coalesce(new.patient_id, old.patient_id), null, null, 'prediction');
      if tg_op = 'UPDATE' and old.patient_id <> new.patient_id then perform statistics_mark_seen(old.patient_id, null, null, 'prediction'); end if;
      return null;
    end $function$;
