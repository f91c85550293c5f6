CREATE OR REPLACE FUNCTION public.statistics_nights_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform statistics_mark_last_night(p.patient_id,
        (select max(e.night) from nightly_entry e
    where e.patient_id = p.patient_id and e.superseded_at is null and e.value is not null and e.id not in (select id from changed)), (select max(e.night) from nightly_entry e
    where e.patient_id = p.patient_id and e.superseded_at is null and e.value is not null ))
      from (select distinct patient_id from changed) p;
      return null;
    end $function$;
