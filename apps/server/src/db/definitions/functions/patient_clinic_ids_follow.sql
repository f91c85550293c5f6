CREATE OR REPLACE FUNCTION public.patient_clinic_ids_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update patient set clinic_ids = coalesce(
          (select array_agg(pc.clinic_id order by pc.clinic_id) from patient_clinic pc where pc.patient_id = patient.id),
          '{}')
      where patient.id in (select patient_id from changed);
      return null;
    end $function$;
