CREATE OR REPLACE FUNCTION public.statistics_stay_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op <> 'INSERT' then
        perform statistics_mark_seen(old.patient_id, (old.admitted_at at time zone 'UTC')::date - 14,
          (old.discharged_at at time zone 'UTC')::date, 'stay');
      end if;
      if tg_op <> 'DELETE' then
        perform statistics_mark_seen(new.patient_id, (new.admitted_at at time zone 'UTC')::date - 14,
          (new.discharged_at at time zone 'UTC')::date, 'stay');
      end if;
      return null;
    end $function$;
