CREATE OR REPLACE FUNCTION public.patient_count_add(p_rows jsonb, p_sign integer)
 RETURNS void
 LANGUAGE sql
AS $function$
      insert into patient_count as total (clinic_ids, responsible_user_id, patients, active, awaiting, awaiting_active)
      select r.clinic_ids, r.responsible_user_id, p_sign * count(*),
        p_sign * count(*) filter (where not r.inactive),
        p_sign * count(*) filter (where r.awaiting),
        p_sign * count(*) filter (where r.awaiting and not r.inactive)
      from jsonb_to_recordset(p_rows) as r(clinic_ids integer[], responsible_user_id integer, inactive boolean, awaiting boolean)
      group by r.clinic_ids, r.responsible_user_id
      -- A fixed order, so that two statements never take the same counters in opposite orders.
      order by r.clinic_ids, r.responsible_user_id
      on conflict (clinic_ids, responsible_user_id) do update set
        patients = total.patients + excluded.patients,
        active = total.active + excluded.active,
        awaiting = total.awaiting + excluded.awaiting,
        awaiting_active = total.awaiting_active + excluded.awaiting_active
    $function$;
