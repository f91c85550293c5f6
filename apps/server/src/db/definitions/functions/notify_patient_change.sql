CREATE OR REPLACE FUNCTION public.notify_patient_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform pg_notify('vigil_patient_change', json_build_object('p', touched.patient_id, 'k', tg_argv[0])::text)
        from (select distinct changed.patient_id from changed) as touched;
      return null;
    end $function$;
