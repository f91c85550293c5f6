CREATE OR REPLACE FUNCTION public.patient_clinic_ids_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      touched integer[];
    begin
      if tg_op = 'INSERT' then
        touched := array(select patient_id from added);
      elsif tg_op = 'DELETE' then
        touched := array(select patient_id from removed);
      else
        touched := array(select patient_id from added union select patient_id from removed);
      end if;
      update patient set clinic_ids = coalesce(
          (select array_agg(pc.clinic_id order by pc.clinic_id) from patient_clinic pc where pc.patient_id = patient.id),
          '{}')
      where patient.id = any(touched);
      return null;
    end $function$;
