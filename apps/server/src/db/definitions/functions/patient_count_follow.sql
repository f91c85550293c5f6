CREATE OR REPLACE FUNCTION public.patient_count_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      left_rows jsonb;
      joined_rows jsonb;
    begin
      if tg_op = 'INSERT' then
        select jsonb_agg(jsonb_build_object('clinic_ids', a.clinic_ids,
      'responsible_user_id', coalesce(a.responsible_user_id, 0),
      'inactive', a.inactive, 'awaiting', a.approved_clinic is null)) into joined_rows from added a;
      elsif tg_op = 'DELETE' then
        select jsonb_agg(jsonb_build_object('clinic_ids', r.clinic_ids,
      'responsible_user_id', coalesce(r.responsible_user_id, 0),
      'inactive', r.inactive, 'awaiting', r.approved_clinic is null)) into left_rows from removed r;
      else
        select jsonb_agg(jsonb_build_object('clinic_ids', r.clinic_ids,
      'responsible_user_id', coalesce(r.responsible_user_id, 0),
      'inactive', r.inactive, 'awaiting', r.approved_clinic is null)), jsonb_agg(jsonb_build_object('clinic_ids', a.clinic_ids,
      'responsible_user_id', coalesce(a.responsible_user_id, 0),
      'inactive', a.inactive, 'awaiting', a.approved_clinic is null)) into left_rows, joined_rows
        from removed r join added a on a.id = r.id
        where (r.clinic_ids, r.responsible_user_id, r.inactive, r.approved_clinic is null)
          is distinct from (a.clinic_ids, a.responsible_user_id, a.inactive, a.approved_clinic is null);
      end if;
      if left_rows is not null then perform patient_count_add(left_rows, -1); end if;
      if joined_rows is not null then perform patient_count_add(joined_rows, 1); end if;
      return null;
    end $function$;
