CREATE OR REPLACE FUNCTION public.patient_count_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      left_rows jsonb;
      joined_rows jsonb;
    begin
      if tg_level = 'ROW' then
        left_rows := jsonb_build_array(jsonb_build_object('clinic_ids', old.clinic_ids,
      'responsible_user_id', coalesce(old.responsible_user_id, 0),
      'inactive', old.inactive, 'awaiting', old.approved_clinic is null));
        joined_rows := jsonb_build_array(jsonb_build_object('clinic_ids', new.clinic_ids,
      'responsible_user_id', coalesce(new.responsible_user_id, 0),
      'inactive', new.inactive, 'awaiting', new.approved_clinic is null));
      elsif tg_op = 'INSERT' then
        select jsonb_agg(jsonb_build_object('clinic_ids', a.clinic_ids,
      'responsible_user_id', coalesce(a.responsible_user_id, 0),
      'inactive', a.inactive, 'awaiting', a.approved_clinic is null)) into joined_rows from added a;
      else
        select jsonb_agg(jsonb_build_object('clinic_ids', r.clinic_ids,
      'responsible_user_id', coalesce(r.responsible_user_id, 0),
      'inactive', r.inactive, 'awaiting', r.approved_clinic is null)) into left_rows from removed r;
      end if;
      if left_rows is not null then perform patient_count_add(left_rows, -1); end if;
      if joined_rows is not null then perform patient_count_add(joined_rows, 1); end if;
      return null;
    end $function$;
