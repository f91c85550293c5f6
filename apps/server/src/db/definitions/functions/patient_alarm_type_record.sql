CREATE OR REPLACE FUNCTION public.patient_alarm_type_record()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into patient_alarm_type_history (patient_id, alarm_type_id, valid_from)
      values (new.id, new.alarm_type_id,
        case when tg_op = 'INSERT' then '-infinity'::timestamptz else clock_timestamp() end)
      on conflict (patient_id, valid_from) do update set alarm_type_id = excluded.alarm_type_id;
      return null;
    end $function$;
