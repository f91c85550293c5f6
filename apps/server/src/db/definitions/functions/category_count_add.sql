CREATE OR REPLACE FUNCTION public.category_count_add(p_rows jsonb, p_sign integer)
 RETURNS void
 LANGUAGE sql
AS $function$
        insert into category_count as total (category_ids, clinic_ids, responsible_user_id, patients, active)
        select r.category_ids, r.clinic_ids, r.responsible_user_id, p_sign * count(*),
          p_sign * count(*) filter (where not r.inactive)
        from jsonb_to_recordset(p_rows) as r(category_ids integer[], clinic_ids integer[],
          responsible_user_id integer, inactive boolean)
        where cardinality(r.category_ids) > 0
        group by r.category_ids, r.clinic_ids, r.responsible_user_id
        -- A fixed order, so that two statements never take the same counters in opposite orders.
        order by r.category_ids, r.clinic_ids, r.responsible_user_id
        on conflict (category_ids, clinic_ids, responsible_user_id) do update set
          patients = total.patients + excluded.patients,
          active = total.active + excluded.active;
        -- A set nobody holds any more is not kept: sets come and go with the data.
        delete from category_count total
        using jsonb_to_recordset(p_rows) as r(category_ids integer[], clinic_ids integer[], responsible_user_id integer)
        where p_sign < 0 and total.patients = 0
          and (total.category_ids, total.clinic_ids, total.responsible_user_id)
            = (r.category_ids, r.clinic_ids, r.responsible_user_id)
      $function$;
