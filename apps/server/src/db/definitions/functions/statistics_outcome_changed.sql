CREATE OR REPLACE FUNCTION public.statistics_outcome_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v_patient integer := coalesce(new.patient_id, old.patient_id);
    begin
      perform statistics_mark_seen(v_patient, (select max(e.night) from nightly_entry e
    where e.patient_id = v_patient and e.superseded_at is null and e.value is not null ) - 28, null, 'outcome');
      return null;
    end $function$;
