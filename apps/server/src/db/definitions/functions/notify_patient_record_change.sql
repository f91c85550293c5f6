CREATE OR REPLACE FUNCTION public.notify_patient_record_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
    begin
      if tg_op = 'INSERT' then
        perform pg_notify('vigil_patient_change', json_build_object('p', changed.id, 'k', 'patient')::text)
          from changed;
      else
        perform pg_notify('vigil_patient_change', json_build_object('p', changed.id, 'k', 'patient')::text)
          from changed join before_change on before_change.id = changed.id
          where before_change is distinct from changed;
      end if;
      return null;
    end $function$;
