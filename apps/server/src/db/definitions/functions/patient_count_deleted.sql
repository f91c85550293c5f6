CREATE OR REPLACE FUNCTION public.patient_count_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform patient_count_add((select coalesce(jsonb_agg(jsonb_build_object('clinic_ids', t.clinic_ids,
      'responsible_user_id', coalesce(t.responsible_user_id, 0),
      'inactive', t.inactive, 'awaiting', t.approved_clinic is null)), '[]') from removed t), -1);
      return null;
    end $function$;
