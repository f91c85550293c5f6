CREATE OR REPLACE FUNCTION public.statistics_nights_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform statistics_mark_last_night(p.patient_id,
        greatest((select max(e.night) from nightly_entry e
    where e.patient_id = p.patient_id and e.superseded_at is null and e.value is not null ), (select max(o.night) from changed o where o.patient_id = p.patient_id
          and o.superseded_at is null and o.value is not null)),
        (select max(e.night) from nightly_entry e
    where e.patient_id = p.patient_id and e.superseded_at is null and e.value is not null ))
      from (select distinct patient_id from changed) p;
      return null;
    end $function$;
