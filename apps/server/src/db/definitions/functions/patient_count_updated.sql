CREATE OR REPLACE FUNCTION public.patient_count_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      left_rows jsonb;
      joined_rows jsonb;
    begin
      select jsonb_agg(jsonb_build_object('clinic_ids', b.clinic_ids,
      'responsible_user_id', coalesce(b.responsible_user_id, 0),
      'inactive', b.inactive, 'awaiting', b.approved_clinic is null)), jsonb_agg(jsonb_build_object('clinic_ids', a.clinic_ids,
      'responsible_user_id', coalesce(a.responsible_user_id, 0),
      'inactive', a.inactive, 'awaiting', a.approved_clinic is null)) into left_rows, joined_rows
      from before_update b join after_update a on a.id = b.id
      where (b.clinic_ids, b.responsible_user_id, b.inactive, b.approved_clinic is null)
        is distinct from (a.clinic_ids, a.responsible_user_id, a.inactive, a.approved_clinic is null);
      if left_rows is not null then
        perform patient_count_add(left_rows, -1);
        perform patient_count_add(joined_rows, 1);
      end if;
      return null;
    end $function$;
